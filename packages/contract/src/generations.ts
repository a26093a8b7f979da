import { DEFAULT_VARIANTS, MAX_VARIANTS, softGoals } from '@plotplan/domain';
import { z } from 'zod';
import { optionalIdFilter } from './id-filter.js';
import { notPlacedSchema } from './not-placed-reason.js';
import { planSchema } from './plot.js';
import { dbId, MAX_DB_ID, storedText } from './scalars.js';
import { planMetricsSchema, violationSchema } from './projects.js';

// The generator's limits, as the API states them.
export { DEFAULT_VARIANTS, MAX_VARIANTS };

/** The soft goals the generator scores. */
export const softGoalSchema = z.enum(softGoals);
export type SoftGoalName = z.infer<typeof softGoalSchema>;

export const goalWeightsSchema = z.partialRecord(
  softGoalSchema,
  z.number().min(0, 'Weights are from 0 to 1.').max(1, 'Weights are from 0 to 1.'),
);

export const generatePlanRequestSchema = z.object({
  project: dbId(),
  variants: z
    .number()
    .int()
    .min(1, `Ensure this value is greater than or equal to 1.`)
    .max(MAX_VARIANTS, `Ensure this value is less than or equal to ${MAX_VARIANTS}.`)
    .default(DEFAULT_VARIANTS),
  seed: z.number().int().min(0).max(MAX_DB_ID).optional(),
  weights: goalWeightsSchema.optional(),
  keep_locked: z.boolean().default(true),
});
export type GeneratePlanRequest = z.input<typeof generatePlanRequestSchema>;

export const generationStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

export const generationSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  status: generationStatusSchema,
  name: z.string(),
  is_favorite: z.boolean(),
  rating: z.number().int().min(1).max(5).nullable(),
  seed: z.number().int(),
  plan: planSchema.nullable(),
  score: z.number().nullable(),
  score_breakdown: z.record(z.string(), z.number()).nullable(),
  violations: z.array(violationSchema),
  not_placed: z.array(notPlacedSchema),
  /** Ids of the plan's buildings (and kitchen garden) its paths do not reach from the entrance. */
  unreachable: z.array(z.string()),
  metrics: planMetricsSchema.nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

export const GENERATION_NAME_MAX = 100;

/** The name the server gives each variant of a batch: "Batch 2 - Variant 3" (the specification's). */
export const defaultGenerationName = (batch: number, variant: number): string =>
  `Batch ${batch} - Variant ${variant}`;

/** The batch and variant numbers of a name the server gave, or undefined for a name the user chose. */
export function defaultGenerationNumbers(name: string): { batch: number; variant: number } | undefined {
  const match = /^Batch (\d+) - Variant (\d+)$/.exec(name.trim());
  return match === null ? undefined : { batch: Number(match[1]), variant: Number(match[2]) };
}

export const generationPatchSchema = z.object({
  name: storedText()
    .trim()
    .max(GENERATION_NAME_MAX, `Ensure this field has no more than ${GENERATION_NAME_MAX} characters.`)
    .optional(),
  is_favorite: z.boolean().optional(),
  rating: z
    .number()
    .int()
    .min(1, 'Ratings are from 1 to 5.')
    .max(5, 'Ratings are from 1 to 5.')
    .nullable()
    .optional(),
});

export const generationListQuerySchema = z.object({
  project: optionalIdFilter(),
});
