import type { LandscapeObject, ObjectType, SunNeed } from '@plotplan/domain';
import { z } from 'zod';
import type { Covers } from './mirror.js';
import { footprintShapeSchema } from './plot.js';

export const objectTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  order: z.number().int(),
}) satisfies z.ZodType<ObjectType>;

const sunNeedSchema = z.enum(['full', 'partial', 'shade', 'any']);
const fireClassSchema = z.enum(['combustible', 'noncombustible']);

export const landscapeObjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  object_type: z.number().int(),
  description: z.string(),
  shape: footprintShapeSchema,
  width: z.number(),
  depth: z.number(),
  min_width: z.number(),
  max_width: z.number(),
  min_depth: z.number(),
  max_depth: z.number(),
  height_m: z.number(),
  rotatable: z.boolean(),
  sun: sunNeedSchema,
  fire_class: fireClassSchema.optional(),
  tags: z.array(z.string()),
  color: z.string(),
  icon: z.string(),
  sources: z.array(z.string()),
}) satisfies z.ZodType<LandscapeObject>;

export type LandscapeObjectBody = z.infer<typeof landscapeObjectSchema>;

/** Compile-time: the enums accept every value of the domain's (the `satisfies` checks the converse). */
export const catalogEnumsCoverDomain: Covers<typeof sunNeedSchema, SunNeed> &
  Covers<typeof fireClassSchema, NonNullable<LandscapeObject['fire_class']>> = true;

export const landscapeObjectQuerySchema = z.object({
  // An empty filter is no filter, as in DRF.
  object_type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(1, 'A valid integer is required.')
      .optional(),
  ),
});
