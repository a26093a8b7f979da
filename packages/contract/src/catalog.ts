import { fireClasses, sunNeeds, type LandscapeObject, type ObjectType } from '@plotplan/domain';
import { z } from 'zod';
import { optionalIdFilter } from './id-filter.js';
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

const sunNeedSchema = z.enum(sunNeeds);
const fireClassSchema = z.enum(fireClasses);

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

export const landscapeObjectQuerySchema = z.object({
  object_type: optionalIdFilter(),
});
