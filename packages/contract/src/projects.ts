import { selectionObjectCount, selectionTooLargeMessage, unitSystems } from '@plotplan/domain';
import { z } from 'zod';
import { MAX_PLAN_OBJECTS, planSchema, plotSchema } from './plot.js';
import { dbId, storedText } from './scalars.js';
import { unitPricesSchema } from './unit-prices.js';

/** A plot and a plan as the API carries them (the schemas' output: defaults filled in). */
export type PlotBody = z.infer<typeof plotSchema>;
export type PlanBody = z.infer<typeof planSchema>;

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 2000;
export const MAX_PROJECTS_PER_USER = 200;
export const MAX_SELECTION_ITEMS = 200;

const name = storedText({
  error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
})
  .trim()
  .min(1, 'This field may not be blank.')
  .max(PROJECT_NAME_MAX, `Ensure this field has no more than ${PROJECT_NAME_MAX} characters.`);
const description = storedText().max(
  PROJECT_DESCRIPTION_MAX,
  `Ensure this field has no more than ${PROJECT_DESCRIPTION_MAX} characters.`,
);

/** How many of a catalog object the user wants (by catalog code). */
export const selectionItemSchema = z.object({
  landscape_object: storedText().min(1).max(64),
  count: z
    .number()
    .int()
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(50, 'Ensure this value is less than or equal to 50.'),
});
export { selectionTooLargeMessage };

export const selectionSchema = z
  .array(selectionItemSchema)
  .max(MAX_SELECTION_ITEMS)
  .superRefine((items, ctx) => {
    const total = selectionObjectCount(items);
    if (total > MAX_PLAN_OBJECTS) ctx.addIssue({ code: 'custom', message: selectionTooLargeMessage(total) });
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.landscape_object)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'landscape_object'],
          message: `"${item.landscape_object}" is listed twice.`,
        });
      }
      seen.add(item.landscape_object);
    });
  });
export type SelectionItem = z.infer<typeof selectionItemSchema>;

export const projectCreateSchema = z.object({
  name,
  description: description.default(''),
  plot: plotSchema.nullable().optional(),
  selection: selectionSchema.default([]),
});
export type ProjectCreateBody = z.infer<typeof projectCreateSchema>;

/** PUT sends the whole writable object; PATCH any part. `version` guards against stale writes. */
export const projectUpdateSchema = projectCreateSchema.extend({
  version: dbId().optional(),
});
export const projectPatchSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  plot: plotSchema.nullable().optional(),
  selection: selectionSchema.optional(),
  /** The bill of quantities' unit prices; null clears them. */
  unit_prices: unitPricesSchema.nullable().optional(),
  version: dbId().optional(),
});
export type ProjectPatchBody = z.infer<typeof projectPatchSchema>;

export const planSourceSchema = z.enum(['edit', 'generation', 'assistant', 'restore', 'import']);
export type PlanSource = z.infer<typeof planSourceSchema>;

export const violationSchema = z.object({
  rule_id: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  object_ids: z.array(z.string()),
  edge: z.number().int().optional(),
  required_m: z.number(),
  actual_m: z.number(),
  shortfall_m: z.number(),
  at: z.object({ x: z.number(), y: z.number() }),
  /** The dimension line from the object to what it is too close to, for drawing. */
  line: z
    .object({
      from: z.object({ x: z.number(), y: z.number() }),
      to: z.object({ x: z.number(), y: z.number() }),
    })
    .optional(),
});

export type ViolationBody = z.infer<typeof violationSchema>;

export const planMetricsSchema = z.object({
  plot_area_m2: z.number(),
  built_up_m2: z.number(),
  paved_m2: z.number(),
  green_m2: z.number(),
  free_m2: z.number(),
  object_count: z.number().int(),
});
export type PlanMetrics = z.infer<typeof planMetricsSchema>;

export const planVersionSummarySchema = z.object({
  version: z.number().int(),
  parent: z.number().int().nullable(),
  source: planSourceSchema,
  summary: z.string(),
  created_at: z.string(),
  object_count: z.number().int(),
  error_count: z.number().int(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummarySchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  plot: plotSchema.nullable(),
  selection: z.array(selectionItemSchema),
  actual_plan: planSchema.nullable(),
  plan_version: z.number().int().nullable(),
  /** The most serious violations, at most REPORTED_VIOLATIONS; the violations endpoint pages through all. */
  violations: z.array(violationSchema),
  /** How many violations the current plan has in all. */
  violation_count: z.number().int(),
  metrics: planMetricsSchema.nullable(),
  /** Unit prices for the bill of quantities (null: none set). */
  unit_prices: unitPricesSchema.nullable(),
  history: z.array(planVersionSummarySchema),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** The size in pixels of a project list item's `thumbnail_svg`. */
export const PROJECT_THUMBNAIL_WIDTH = 240;
export const PROJECT_THUMBNAIL_HEIGHT = 160;

export const projectListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  updated_at: z.string(),
  plot_area_m2: z.number().nullable(),
  /** The plot's unit system for its area (metres or feet); absent without a plot. */
  plot_units: z.enum(unitSystems).optional(),
  object_count: z.number().int(),
  has_plan: z.boolean(),
  thumbnail_svg: z.string(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const editActualPlanSchema = z
  .object({
    plan: planSchema.optional(),
    generation: dbId().optional(),
    base_version: dbId().nullable().optional(),
    summary: storedText().trim().max(200).optional(),
    source: z.enum(['edit', 'assistant', 'import']).optional(),
  })
  .refine((body) => (body.plan === undefined) !== (body.generation === undefined), {
    message: 'Send either a plan or a generation.',
  });

export type EditActualPlanBody = z.infer<typeof editActualPlanSchema>;

export const setPreviousPlanSchema = z.object({ version: dbId().optional() });
export type SetPreviousPlanBody = z.infer<typeof setPreviousPlanSchema>;

/** Violations a project answer carries at most; the rest are paged. */
export const REPORTED_VIOLATIONS = 100;
export const VIOLATIONS_PAGE_MAX = 500;

/** GET /api/projects/{id}/violations/: a page of the current plan's violations, in the checker's order. */
export const violationsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(VIOLATIONS_PAGE_MAX).default(REPORTED_VIOLATIONS),
});
export type ViolationsQuery = z.output<typeof violationsQuerySchema>;

export const violationsPageSchema = z.object({
  count: z.number().int(),
  offset: z.number().int(),
  results: z.array(violationSchema),
});
export type ViolationsPage = z.infer<typeof violationsPageSchema>;
