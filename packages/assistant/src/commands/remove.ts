import { z } from 'zod';
import { defineCommand } from './define.js';
import { objectRefSchema } from './vocabulary.js';

/** "remove the sauna", "remove all trees". */
export const removeSchema = z.object({ kind: z.literal('remove'), target: objectRefSchema });

export const removeCommand = defineCommand({
  schema: removeSchema,
  description: 'Remove objects from the plan.',
  changesPlan: true,
  lastMentioned: (command) => command.target,
  mapRefs: (command, map) => {
    const target = map(command.target);
    return target === undefined ? undefined : { ...command, target };
  },
});
