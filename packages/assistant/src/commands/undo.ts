import { z } from 'zod';
import { defineCommand } from './define.js';

/** "undo": the previous plan version becomes current again (the chat records it as an action). */
export const undoSchema = z.object({ kind: z.literal('undo') });

export const undoCommand = defineCommand({
  schema: undoSchema,
  description: 'Undo the last change of the plan (restores the previous plan version).',
  changesPlan: false,
});
