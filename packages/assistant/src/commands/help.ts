import { z } from 'zod';
import { defineCommand } from './define.js';

/** "help", "what can you do?" */
export const helpSchema = z.object({ kind: z.literal('help') });

export const helpCommand = defineCommand({
  schema: helpSchema,
  description: 'Say what the assistant can do.',
  changesPlan: false,
});
