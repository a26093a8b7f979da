import type { NotPlacedReason } from '@plotplan/domain';
import { z } from 'zod';
import { edgeKindSchema } from './plot.js';

// Why the generator left an object out, as its code (the domain's NotPlacedReason): the client says
// it in its own language (notPlacedText); `reason` beside it is the same in the request's language.

const reasonObjectSchema = z.object({ code: z.string(), name: z.string() });

const reasonTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('edge'), edge: edgeKindSchema }),
  z.object({ kind: z.literal('protected_area') }),
  z.object({ kind: z.literal('neighbour_building') }),
  z.object({ kind: z.literal('object'), object: reasonObjectSchema, same: z.boolean() }),
]);

const reasonNeedSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('distance'), m: z.number(), from: reasonTargetSchema }),
  z.object({ code: z.literal('clear_of'), of: reasonTargetSchema }),
  z.object({ code: z.literal('room_inside') }),
  z.object({ code: z.literal('room') }),
  z.object({ code: z.literal('rule'), rule_id: z.string(), title: z.string() }),
]);

export const notPlacedReasonSchema: z.ZodType<NotPlacedReason> = z.object({
  code: z.literal('needs'),
  object: reasonObjectSchema,
  needs: z.array(reasonNeedSchema),
});

export const notPlacedSchema = z.object({
  id: z.string(),
  landscape_object: z.string(),
  /** In the request's language. */
  reason: z.string(),
  /** The reason as a code (absent on generations stored before reasons were codes). */
  because: notPlacedReasonSchema.optional(),
});
