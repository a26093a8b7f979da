import { z } from 'zod';
import { defineCommand } from './define.js';
import { mapTarget, objectRefSchema, sizeChangeSchema } from './vocabulary.js';

/** "make the house bigger", "make the pond 3 m wide". */
export const resizeSchema = z.object({
  kind: z.literal('resize'),
  target: objectRefSchema,
  change: sizeChangeSchema,
});

export const resizeCommand = defineCommand({
  schema: resizeSchema,
  description: 'Make objects bigger or smaller (scale factor) or set their size in metres.',
  changesPlan: true,
  lastMentioned: (command) => command.target,
  mapRefs: mapTarget,
});
