import type {
  DEFAULT_VARIANTS as DOMAIN_DEFAULT_VARIANTS,
  MAX_VARIANTS as DOMAIN_MAX_VARIANTS,
  SoftGoal,
} from '@plotplan/domain';
import { z } from 'zod';
import type { Covers } from './mirror.js';
import { planSchema } from './plot.js';
import { planMetricsSchema, violationSchema } from './projects.js';

// Copies of the generator's limits, typed by the domain's literals so that a change there fails here.
export const MAX_VARIANTS: typeof DOMAIN_MAX_VARIANTS = 8;
export const DEFAULT_VARIANTS: typeof DOMAIN_DEFAULT_VARIANTS = 4;

/** The soft goals the generator scores (mirrors @plotplan/domain's softGoals). */
export const softGoalSchema = z.enum([
  'sun',
  'entrance',
  'sanitary',
  'garden',
  'recreation',
  'free_area',
  'alignment',
]);
export type SoftGoalName = z.infer<typeof softGoalSchema>;
/** Compile-time: every domain goal is accepted, and nothing else. */
export const softGoalsMatchDomain: Covers<typeof softGoalSchema, SoftGoal> &
  ([Exclude<SoftGoalName, SoftGoal>] extends [never] ? true : never) = true;

export const goalWeightsSchema = z.partialRecord(
  softGoalSchema,
  z.number().min(0, 'Weights are from 0 to 1.').max(1, 'Weights are from 0 to 1.'),
);

export const generatePlanRequestSchema = z.object({
  project: z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1),
  variants: z
    .number()
    .int()
    .min(1, `Ensure this value is greater than or equal to 1.`)
    .max(MAX_VARIANTS, `Ensure this value is less than or equal to ${MAX_VARIANTS}.`)
    .default(DEFAULT_VARIANTS),
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
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
  metrics: planMetricsSchema.nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

export const generationPatchSchema = z.object({
  name: z.string().trim().max(100, 'Ensure this field has no more than 100 characters.').optional(),
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
  project: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(1, 'A valid integer is required.')
      .optional(),
  ),
});
