import { z } from 'zod';
import { defineCommand } from './define.js';
import { mapTarget, objectRefSchema } from './vocabulary.js';

/** Counter-clockwise degrees as seen on the plan; "rotate the garage" is 90. */
export const rotateSchema = z.object({
  kind: z.literal('rotate'),
  target: objectRefSchema,
  degrees: z.number().min(-360).max(360),
});

export const rotateCommand = defineCommand({
  schema: rotateSchema,
  description: 'Rotate objects by degrees, counter-clockwise as seen on the plan (90 when unspecified).',
  changesPlan: true,
  lastMentioned: (command) => command.target,
  mapRefs: mapTarget,
});
