import { z } from 'zod';
import { defineCommand } from './define.js';
import { objectRefSchema } from './vocabulary.js';

/** "why is the well red?", "what is wrong?" (no target: every error). */
export const explainSchema = z.object({ kind: z.literal('explain'), target: objectRefSchema.optional() });

export const explainCommand = defineCommand({
  schema: explainSchema,
  description: 'Explain the rule violations of an object (why it is red), or of the whole plan.',
  changesPlan: false,
  lastMentioned: (command) => command.target,
  mapRefs: (command, map) => {
    if (command.target === undefined) return command;
    const target = map(command.target);
    // "why is it red?" with nothing before: about the whole plan.
    return target === undefined ? { kind: command.kind } : { ...command, target };
  },
});
