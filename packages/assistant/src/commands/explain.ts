import { z } from 'zod';
import { defineCommand } from './define.js';
import { mapOptionalTarget, objectRefSchema } from './vocabulary.js';

/** "why is the well red?", "what is wrong?" (no target: every error). */
export const explainSchema = z.object({ kind: z.literal('explain'), target: objectRefSchema.optional() });

export const explainCommand = defineCommand({
  schema: explainSchema,
  description: 'Explain the rule violations of an object (why it is red), or of the whole plan.',
  changesPlan: false,
  lastMentioned: (command) => command.target,
  mapRefs: mapOptionalTarget,
});
