import { compassPoints, type AssistantCommand } from '@plotplan/domain';
import { z } from 'zod';

// The assistant's commands as zod schemas: an LLM backend's tool calls are validated with these
// before they reach the executor, so both backends run the same checked actions. They mirror
// @plotplan/domain's AssistantCommand (compile-time check at the bottom).

const compassPoint = z.enum(compassPoints);
const code = z.string().min(1).max(64);
const metres = z.number().positive().max(1000);

export const objectRefSchema = z.object({
  codes: z.array(code).min(1).max(20).describe('Catalog codes the object may have, most likely first.'),
  noun: z.string().max(60).describe('What the user called it, singular, e.g. "sauna".'),
  quantity: z
    .union([z.number().int().min(1).max(50), z.literal('all')])
    .describe('1 for "the sauna", n for "2 beds", "all" for "the beds".'),
});

export const placementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('side'), side: compassPoint }),
  z.object({ kind: z.literal('near'), ref: objectRefSchema }),
  z.object({ kind: z.literal('away_from'), ref: objectRefSchema }),
  z.object({ kind: z.literal('beside'), direction: compassPoint, ref: objectRefSchema }),
  z.object({ kind: z.literal('shift'), direction: compassPoint, distance_m: metres }),
  z
    .object({ kind: z.literal('sunniest') })
    .describe('The sunniest part of the plot ("where there is most sun", "in full sun").'),
]);

const sizeChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('scale'), factor: z.number().positive().max(10) }),
  z.object({ kind: z.literal('size'), width: metres, depth: metres.optional() }),
]);

export const assistantCommandSchemas = {
  add: z.object({
    kind: z.literal('add'),
    landscape_object: code,
    count: z.number().int().min(1).max(50),
    size: z.object({ width: metres, depth: metres.optional() }).optional(),
    placement: placementSchema.optional(),
  }),
  move: z.object({ kind: z.literal('move'), target: objectRefSchema, placement: placementSchema }),
  rotate: z.object({
    kind: z.literal('rotate'),
    target: objectRefSchema,
    degrees: z.number().min(-360).max(360),
  }),
  resize: z.object({ kind: z.literal('resize'), target: objectRefSchema, change: sizeChange }),
  remove: z.object({ kind: z.literal('remove'), target: objectRefSchema }),
  swap: z.object({ kind: z.literal('swap'), a: objectRefSchema, b: objectRefSchema }),
  regenerate: z.object({ kind: z.literal('regenerate'), keep: z.array(objectRefSchema).max(50) }),
  lay_paths: z.object({ kind: z.literal('lay_paths') }),
  explain: z.object({ kind: z.literal('explain'), target: objectRefSchema.optional() }),
  sun_hours: z.object({ kind: z.literal('sun_hours'), target: objectRefSchema.optional() }),
  plot_size: z.object({ kind: z.literal('plot_size') }),
  undo: z.object({ kind: z.literal('undo') }),
  help: z.object({ kind: z.literal('help') }),
} as const;

export const assistantCommandSchema = z.discriminatedUnion('kind', [
  assistantCommandSchemas.add,
  assistantCommandSchemas.move,
  assistantCommandSchemas.rotate,
  assistantCommandSchemas.resize,
  assistantCommandSchemas.remove,
  assistantCommandSchemas.swap,
  assistantCommandSchemas.regenerate,
  assistantCommandSchemas.lay_paths,
  assistantCommandSchemas.explain,
  assistantCommandSchemas.sun_hours,
  assistantCommandSchemas.plot_size,
  assistantCommandSchemas.undo,
  assistantCommandSchemas.help,
]);
export type AssistantCommandBody = z.infer<typeof assistantCommandSchema>;

/** Compile-time: every validated command is a domain command, and every kind has a schema. */
export const asDomainCommand = (command: AssistantCommandBody): AssistantCommand => command;
type MissingKinds = Exclude<AssistantCommand['kind'], keyof typeof assistantCommandSchemas>;
export const allCommandKindsHaveSchemas: MissingKinds extends never ? true : never = true;
