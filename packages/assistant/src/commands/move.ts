import { z } from 'zod';
import { defineCommand } from './define.js';
import { mapPlacementRef, objectRefSchema, placementSchema } from './vocabulary.js';

/** "move the shed to the north fence", "move the well 3 m east". */
export const moveSchema = z.object({
  kind: z.literal('move'),
  target: objectRefSchema,
  placement: placementSchema,
});

export const moveCommand = defineCommand({
  schema: moveSchema,
  description:
    'Move objects: to a side of the plot, near / away from / beside an object, to the sunniest spot, or shifted by metres.',
  changesPlan: true,
  lastMentioned: (command) => command.target,
  mapRefs: (command, map) => {
    const target = map(command.target);
    const placement = mapPlacementRef(command.placement, map);
    return target === undefined || placement === undefined ? undefined : { ...command, target, placement };
  },
});
