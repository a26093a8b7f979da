import { z } from 'zod';
import { defineCommand } from './define.js';

/** Lay the plan's paths anew: from the gate to the house, on to every building and the beds. */
export const layPathsSchema = z.object({ kind: z.literal('lay_paths') });

export const layPathsCommand = defineCommand({
  schema: layPathsSchema,
  description:
    "Lay the plan's paths anew: a main path from the gate to the house and garden paths on to every building and the beds.",
  changesPlan: true,
});
