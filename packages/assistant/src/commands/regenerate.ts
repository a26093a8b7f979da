import { z } from 'zod';
import { defineCommand } from './define.js';
import { objectRefSchema, type ObjectRef } from './vocabulary.js';

/** Lay the plan out anew; the `keep` objects stay exactly where they are. */
export const regenerateSchema = z.object({
  kind: z.literal('regenerate'),
  keep: z.array(objectRefSchema).max(50),
});

export const regenerateCommand = defineCommand({
  schema: regenerateSchema,
  description: 'Lay the whole plan out anew, keeping the given objects exactly where they are.',
  changesPlan: true,
  lastMentioned: (command) => command.keep[command.keep.length - 1],
  mapRefs: (command, map) => {
    const keep = command.keep.map(map).filter((r): r is ObjectRef => r !== undefined);
    return keep.length === command.keep.length ? { ...command, keep } : undefined;
  },
});
