import { z } from 'zod';
import type { DeepReadonly } from './deep-readonly.js';

// The words every command is built of: compass points, references to placed objects, placements and
// size changes. Each is a zod schema (what an LLM's tool call is validated with and what its tool's
// JSON Schema is made from) and the type derived from it (what the interpreter makes and the executor
// runs), so the two cannot drift apart.

/** Compass points, relative to true north (the plot's `north_deg`), not to the screen. */
export const compassPoints = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
] as const;
export type CompassPoint = (typeof compassPoints)[number];

const compassPoint = z.enum(compassPoints);
/** A catalog code; never anything the catalog lacks. */
export const codeSchema = z.string().min(1).max(64);
export const metresSchema = z.number().positive().max(1000);

/**
 * Placed objects a command is about, by what the user called them. `codes`: the catalog codes the
 * words can mean, most likely first ("sauna": bathhouse, sauna_barrel; "trees": every tree); the
 * plan's objects of these codes are the candidates. `noun`: the user's noun in the singular, for
 * replies. `quantity`: 1 for "the sauna", a number for "2 beds", 'all' for "the beds" / "all trees".
 */
export const objectRefSchema = z.object({
  codes: z.array(codeSchema).min(1).max(20).describe('Catalog codes the object may have, most likely first.'),
  noun: z.string().max(60).describe('What the user called it, singular, e.g. "sauna".'),
  quantity: z
    .union([z.number().int().min(1).max(50), z.literal('all')])
    .describe('1 for "the sauna", n for "2 beds", "all" for "the beds".'),
});
export type ObjectRef = DeepReadonly<z.infer<typeof objectRefSchema>>;

/**
 * Where to put something new or move something to: `side` "near the south fence", "in the
 * north-west corner"; `near` "next to the house"; `away_from` "as far from the well as possible";
 * `beside` "north of the house"; `shift` "3 m to the east", "a bit north" (moves only; a bit = 1 m);
 * `sunniest` "where there is most sun", "in full sun": towards the plot's cells with the most sun
 * hours (the sun engine, with the plan's other objects' shade); several objects together.
 */
export const placementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('side'), side: compassPoint }),
  z.object({ kind: z.literal('near'), ref: objectRefSchema }),
  z.object({ kind: z.literal('away_from'), ref: objectRefSchema }),
  z.object({ kind: z.literal('beside'), direction: compassPoint, ref: objectRefSchema }),
  z.object({ kind: z.literal('shift'), direction: compassPoint, distance_m: metresSchema }),
  z
    .object({ kind: z.literal('sunniest') })
    .describe('The sunniest part of the plot ("where there is most sun", "in full sun").'),
]);
export type Placement = DeepReadonly<z.infer<typeof placementSchema>>;

/**
 * `scale`: "bigger" 1.25, "smaller" 0.8, "twice as big" 2 (applied to width and depth, then
 * clamped); `size`: "make the house 10 by 12 m", "make the pond 3 m wide" (depth left as it is when
 * absent).
 */
export const sizeChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('scale'), factor: z.number().positive().max(10) }),
  z.object({ kind: z.literal('size'), width: metresSchema, depth: metresSchema.optional() }),
]);
export type SizeChange = DeepReadonly<z.infer<typeof sizeChangeSchema>>;

/** Maps a reference; undefined when it refers to nothing (the command then fails). */
export type RefMap = (ref: ObjectRef) => ObjectRef | undefined;

/** The placement with its reference mapped; undefined when that refers to nothing. */
export function mapPlacementRef(placement: Placement, map: RefMap): Placement | undefined {
  if (!('ref' in placement)) return placement;
  const ref = map(placement.ref);
  return ref === undefined ? undefined : { ...placement, ref };
}

/** The hook of a command about one object: its `target` mapped; undefined when that maps to nothing. */
export function mapTarget<C extends { readonly target: ObjectRef }>(command: C, map: RefMap): C | undefined {
  const target = map(command.target);
  return target === undefined ? undefined : { ...command, target };
}

/**
 * The hook of a question about one object or, without a `target`, the whole plan: "why is it red?"
 * with nothing before it is about the whole plan.
 */
export function mapOptionalTarget<K extends string>(
  command: { readonly kind: K; readonly target?: ObjectRef },
  map: RefMap,
): { readonly kind: K; readonly target?: ObjectRef } {
  if (command.target === undefined) return command;
  const target = map(command.target);
  return target === undefined ? { kind: command.kind } : { ...command, target };
}
