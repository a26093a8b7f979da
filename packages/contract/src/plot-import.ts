import { axisOrders, boundaryFormats, boundaryImportLimits } from '@plotplan/domain';
import { z } from 'zod';
import { pointSchema } from './plot.js';

const MAX_CHARS = boundaryImportLimits.maxChars;

/** A boundary file's text to read; nothing is stored. */
export const plotImportRequestSchema = z.object({
  format: z.enum(boundaryFormats, {
    error: `The format must be one of: ${boundaryFormats.join(', ')}.`,
  }),
  content: z
    .string({ error: 'The content must be the file as text.' })
    .min(1, 'The file is empty.')
    .max(MAX_CHARS, 'The file is larger than 2 MB; a boundary file is a few kilobytes.'),
  axis_order: z
    .enum(axisOrders, { error: `The axis order must be one of: ${axisOrders.join(', ')}.` })
    .optional()
    .describe('Corner lists only: xy (x east), north-east (X north first, as land papers), lat-lon.'),
  outline: z
    .number({ error: 'The outline must be a number.' })
    .int('The outline must be a whole number.')
    .min(1, 'Outlines are counted from 1.')
    .optional()
    .describe(
      'DXF only: which closed outline to take (summary.outlines lists them); default: the likeliest.',
    ),
});

const latLonSchema = z.object({ lat: z.number(), lon: z.number() });

/** The boundary read from the file, in plan metres, ready to go into a plot. */
export const plotImportSchema = z.object({
  boundary: z.array(pointSchema),
  north_deg: z.number(),
  location: latLonSchema.optional(),
  georef: latLonSchema.extend({ x: z.number(), y: z.number() }).optional(),
  area_m2: z.number(),
  sides_m: z.array(z.number()),
  summary: z.object({
    format: z.enum(boundaryFormats),
    source: z.string(),
    vertex_count: z.number().int(),
    units: z.string(),
    polygon_index: z.number().int(),
    polygon_count: z.number().int(),
    axis_order: z.enum(axisOrders).optional(),
    axis_order_guessed: z.boolean().optional(),
    outlines: z
      .array(
        z.object({
          index: z.number().int(),
          layer: z.string(),
          area_m2: z.number(),
          width_m: z.number(),
          height_m: z.number(),
          frame: z.boolean().describe('Encloses everything else and looks like a drawing frame.'),
        }),
      )
      .optional()
      .describe('DXF with several closed outlines: each one, to choose another from.'),
    cadastral_number: z.string().optional().describe('EGRN extract or KPZU plan: the cadastral number.'),
    declared_area_m2: z
      .number()
      .optional()
      .describe('EGRN extract or KPZU plan: the area the register states.'),
    declared_area_inaccuracy_m2: z.number().optional().describe("The stated area's inaccuracy (± m²)."),
    coordinate_system: z
      .string()
      .optional()
      .describe('EGRN extract or KPZU plan: the system it names ("МСК-50, зона 2"), read as plane metres.'),
    notes: z.array(z.string()),
  }),
});

/** The body limit of the import route: the largest content, JSON-escaped, with room to spare. */
export const PLOT_IMPORT_BODY_BYTES = 3 * MAX_CHARS;
