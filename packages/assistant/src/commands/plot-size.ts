import { z } from 'zod';
import { defineCommand } from './define.js';

/** "how big is my plot?" */
export const plotSizeSchema = z.object({ kind: z.literal('plot_size') });

export const plotSizeCommand = defineCommand({
  schema: plotSizeSchema,
  description: 'Report the size of the plot: area, perimeter, dimensions, built-up share.',
  changesPlan: false,
});
