// Optimality instances (issue 6, benchmark b): 80 small rectangular plots (sides 15-40 m), 5-8
// unturned rectangular catalog objects (20 instances per count), an entrance on the street edge and a
// linear objective of weighted centre distances (see instance.ts and the README). Deterministic
// (seeded mulberry32); rewrites instances.json beside this file (then `npx prettier --write` it).
//   npx tsx --conditions=@plotplan/source bench/generator/optimality/make-instances.ts
import { writeFileSync } from 'node:fs';
import type { PlotEdge, SelectionItem } from '@plotplan/domain';
import { entryOf, isBedCode, type OptInstance, type WeightedPair } from './instance.js';
import { prng, type Rng } from '../mulberry32.js';

const PER_COUNT = 20;
const COUNTS = [5, 6, 7, 8] as const;

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
/** Half-metre plot sides: round numbers keep the LP text exact. */
const side = (rng: Rng, lo: number, hi: number): number => Math.round(2 * (lo + (hi - lo) * rng())) / 2;

/** Besides the house: single objects, and beds that may repeat (up to three of a kind). */
const SINGLES = [
  'bathhouse',
  'outdoor_toilet',
  'well',
  'greenhouse_3x4',
  'garden_shed',
  'septic_tank',
  'compost_bin',
  'woodshed',
] as const;
const BEDS = ['vegetable_bed', 'herb_bed'] as const;

function codesFor(rng: Rng, n: number): string[] {
  const codes = ['house_small'];
  const singles = [...SINGLES];
  while (codes.length < n) {
    if (rng() < 0.3) {
      const bed = pick(rng, BEDS);
      if (codes.filter((c) => c === bed).length < 3) codes.push(bed);
    } else if (singles.length > 0) {
      codes.push(singles.splice(Math.floor(rng() * singles.length), 1)[0] as string);
    }
  }
  return codes;
}

function make(index: number, n: number): OptInstance {
  const rng = prng(0x0b7 + 7919 * index);
  const codes = codesFor(rng, n);
  const footprint = codes.reduce((s, c) => s + entryOf(c).width * entryOf(c).depth, 0);
  // Sides 15-40 m; 8-metre sanitary distances need room, so small plots get a wider range only when
  // the footprint is small.
  let [W, H] = [side(rng, 15, 40), side(rng, 15, 40)];
  while (W * H < Math.max(400, 10 * footprint)) [W, H] = [Math.min(40, W + 2.5), Math.min(40, H + 2.5)];
  const street = Math.floor(rng() * 4);
  const t = Math.round((0.2 + 0.6 * rng()) * 100) / 100;
  const ring: [number, number][] = [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ];
  const [a, b] = [ring[street] as [number, number], ring[(street + 1) % 4] as [number, number]];
  const entrance: [number, number] = [
    Math.round((a[0] + (b[0] - a[0]) * t) * 1000) / 1000,
    Math.round((a[1] + (b[1] - a[1]) * t) * 1000) / 1000,
  ];
  const edges: PlotEdge[] = ring.map((_, i) => ({ kind: i === street ? 'street' : 'neighbor' }));
  // Ids as generatePlans gives them: code-1, code-2... in selection order.
  const selection: SelectionItem[] = [];
  for (const code of codes) {
    const line = selection.find((s) => s.landscape_object === code);
    if (line === undefined) selection.push({ landscape_object: code, count: 1 });
    else selection[selection.indexOf(line)] = { landscape_object: code, count: line.count + 1 };
  }
  const objects = selection.flatMap((s) =>
    Array.from({ length: s.count }, (_, k) => ({
      id: `${s.landscape_object}-${k + 1}`,
      code: s.landscape_object,
    })),
  );
  const W_CHOICES = [0.5, 1, 2] as const;
  const pairs: WeightedPair[] = [];
  const house = objects[0] as { id: string };
  const rest = objects.slice(1);
  // Most objects are drawn to the house; beds to the greenhouse and the well; one more random pair.
  for (const o of rest) if (rng() < 0.7) pairs.push({ a: house.id, b: o.id, w: pick(rng, W_CHOICES) });
  const greenhouse = rest.find((o) => o.code === 'greenhouse_3x4');
  const well = rest.find((o) => o.code === 'well');
  for (const o of rest.filter((x) => isBedCode(x.code))) {
    if (greenhouse !== undefined) pairs.push({ a: greenhouse.id, b: o.id, w: 1 });
    if (well !== undefined) pairs.push({ a: well.id, b: o.id, w: 0.5 });
  }
  const x = pick(rng, rest);
  const y = pick(rng, rest);
  if (x.id !== y.id && !pairs.some((p) => (p.a === x.id && p.b === y.id) || (p.a === y.id && p.b === x.id)))
    pairs.push({ a: x.id, b: y.id, w: pick(rng, W_CHOICES) });
  return {
    id: `opt-n${n}-${String(index % PER_COUNT).padStart(2, '0')}`,
    W,
    H,
    plot: {
      boundary: ring,
      north_deg: 0,
      edges,
      entrance: { edge: street, t, width_m: 3 },
      protected_areas: [],
      rule_pack: 'ru-snt',
    },
    objects,
    selection,
    entrance,
    pairs,
    w_e: pick(rng, [1, 2, 4] as const),
    w_s: pick(rng, [0.5, 1, 2] as const),
  };
}

const instances = COUNTS.flatMap((n, c) =>
  Array.from({ length: PER_COUNT }, (_, k) => make(c * PER_COUNT + k, n)),
);
writeFileSync(new URL('./instances.json', import.meta.url), `${JSON.stringify(instances, null, 2)}\n`);
console.log(`wrote ${instances.length} instances`);
