import { z } from 'zod';
import { defineCommand } from './define.js';
import { objectRefSchema } from './vocabulary.js';

/** "swap the shed and the greenhouse". */
export const swapSchema = z.object({ kind: z.literal('swap'), a: objectRefSchema, b: objectRefSchema });

export const swapCommand = defineCommand({
  schema: swapSchema,
  description: 'Swap the places of two objects.',
  changesPlan: true,
  lastMentioned: (command) => command.b,
  mapRefs: (command, map) => {
    const [a, b] = [map(command.a), map(command.b)];
    return a === undefined || b === undefined ? undefined : { ...command, a, b };
  },
});
