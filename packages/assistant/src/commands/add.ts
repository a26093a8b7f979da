import { z } from 'zod';
import { defineCommand } from './define.js';
import { codeSchema, mapPlacementRef, metresSchema, placementSchema } from './vocabulary.js';

/**
 * "add 3 apple trees near the north fence": `landscape_object` is a catalog code, never anything the
 * catalog lacks; `size` in metres, clamped to the catalog's range.
 */
export const addSchema = z.object({
  kind: z.literal('add'),
  landscape_object: codeSchema,
  count: z.number().int().min(1).max(50),
  size: z.object({ width: metresSchema, depth: metresSchema.optional() }).optional(),
  placement: placementSchema.optional(),
});

export const addCommand = defineCommand({
  schema: addSchema,
  description:
    'Add objects from the catalog to the plan, optionally placed on a side of the plot, relative to an object or in the sunniest spot.',
  changesPlan: true,
  mapRefs: (command, map) => {
    if (command.placement === undefined) return command;
    const placement = mapPlacementRef(command.placement, map);
    return placement === undefined ? undefined : { ...command, placement };
  },
  addedCodes: (command) => [command.landscape_object],
});
