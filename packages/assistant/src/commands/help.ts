import { z } from 'zod';
import { defineCommand, type DeepReadonly } from './define.js';

/** "help", "what can you do?" */
export const helpSchema = z.object({ kind: z.literal('help') });
export type HelpCommand = DeepReadonly<z.infer<typeof helpSchema>>;

export const helpCommand = defineCommand({
  schema: helpSchema,
  description: 'Say what the assistant can do.',
  changesPlan: false,
});
