import { z } from 'zod';
import { defineCommand } from './define.js';
import { mapOptionalTarget, objectRefSchema } from './vocabulary.js';

/** "how many sun hours does the greenhouse get?" (no target: every object). */
export const sunHoursSchema = z.object({ kind: z.literal('sun_hours'), target: objectRefSchema.optional() });

export const sunHoursCommand = defineCommand({
  schema: sunHoursSchema,
  description: 'Report the direct sun hours of an object (or of every object) over the growing season.',
  changesPlan: false,
  lastMentioned: (command) => command.target,
  mapRefs: mapOptionalTarget,
});
