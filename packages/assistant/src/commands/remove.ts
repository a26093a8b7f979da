import { z } from 'zod';
import { defineCommand } from './define.js';
import { mapTarget, objectRefSchema } from './vocabulary.js';

/** "remove the sauna", "remove all trees". */
export const removeSchema = z.object({ kind: z.literal('remove'), target: objectRefSchema });

export const removeCommand = defineCommand({
  schema: removeSchema,
  description: 'Remove objects from the plan.',
  changesPlan: true,
  lastMentioned: (command) => command.target,
  mapRefs: mapTarget,
});
