import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '../model/plan.js';
import type { EdgeKind, Plot } from '../model/plot.js';
import { packForPlot } from '../rules/overrides.js';
import { generatePlans } from './generate-plans.js';
import type { SelectionItem } from './core/types.js';

// How the generator designs (zones.ts, zone-pull.ts, design-goals.ts), on a roomy plot where every
// choice is free: hand-checked outcomes over a few seeds.

/** w x d, the street along the bottom with the entrance 30 % along it; north up unless turned. */
function plot(w: number, d: number, north_deg = 0): Plot {
  const kinds: EdgeKind[] = ['street', 'neighbor', 'neighbor', 'neighbor'];
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg,
    edges: kinds.map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.3, width_m: 4 },
    protected_areas: [],
    rule_pack: 'ru-izhs',
  };
}

const selection: SelectionItem[] = [
  { landscape_object: 'house_medium', count: 1 },
  { landscape_object: 'terrace', count: 1 },
  { landscape_object: 'greenhouse_3x6', count: 1 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'compost_bin', count: 1 },
  { landscape_object: 'outdoor_toilet', count: 1 },
  { landscape_object: 'woodshed', count: 1 },
  { landscape_object: 'fruit_tree_tall', count: 3 },
];

const roomy = plot(30, 40);
const entrance: readonly [number, number] = [9, 0];
const SEEDS = [1, 2, 3];

const byCode = (objects: readonly PlacedObject[], code: string): PlacedObject[] =>
  objects.filter((o) => o.landscape_object === code);
const fromEntrance = (o: PlacedObject): number => Math.hypot(o.x - entrance[0], o.y - entrance[1]);

/** The box around the objects' footprints (unturned or quarter-turned rectangles). */
function boxArea(objects: readonly PlacedObject[]): number {
  const half = (o: PlacedObject): [number, number] =>
    Math.round(o.rotation_deg / 90) % 2 === 0 ? [o.width / 2, o.depth / 2] : [o.depth / 2, o.width / 2];
  const xs = objects.flatMap((o) => [o.x - half(o)[0], o.x + half(o)[0]]);
  const ys = objects.flatMap((o) => [o.y - half(o)[1], o.y + half(o)[1]]);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

describe('generatePlans designs by zones on a roomy 30 x 40 m plot', () => {
  const variants = SEEDS.map((seed) => {
    const [v] = generatePlans(roomy, selection, packForPlot(roomy), { variants: 1, seed });
    if (v === undefined) throw new Error('no variant');
    return v;
  });

  it('keeps every rule that is an error', () => {
    for (const v of variants) expect(v.error_count).toBe(0);
  });

  it('puts the house by the entrance: its centre within 14 m (the plot is 40 m deep)', () => {
    // 5 m street setback + half the 8 m house + a few metres aside: about 10 m.
    for (const v of variants) {
      const [house] = byCode(v.plan.objects, 'house_medium');
      expect(fromEntrance(house as PlacedObject)).toBeLessThan(14);
    }
  });

  it('puts the toilet and the woodshed farther from the entrance than the house', () => {
    for (const v of variants) {
      const house = fromEntrance(byCode(v.plan.objects, 'house_medium')[0] as PlacedObject);
      for (const code of ['outdoor_toilet', 'woodshed']) {
        expect(fromEntrance(byCode(v.plan.objects, code)[0] as PlacedObject)).toBeGreaterThan(house);
      }
    }
  });

  it('groups the beds and the greenhouse in one compact block (its box under 15 % of the plot)', () => {
    // Their footprints: 4 x 4.8 + 18 = 37 m²; the plot is 1,200 m².
    for (const v of variants) {
      const block = v.plan.objects.filter((o) =>
        ['vegetable_bed', 'greenhouse_3x6'].includes(o.landscape_object),
      );
      expect(boxArea(block)).toBeLessThan(0.15 * 1200);
    }
  });

  it('puts the trees on the north side, their crowns on the plot and shading no bed', () => {
    for (const v of variants) {
      const trees = byCode(v.plan.objects, 'fruit_tree_tall');
      const beds = byCode(v.plan.objects, 'vegetable_bed');
      const meanY = (list: readonly PlacedObject[]): number =>
        list.reduce((s, o) => s + o.y, 0) / list.length;
      expect(meanY(trees)).toBeGreaterThan(meanY(beds));
      expect(v.violations.filter((x) => x.rule_id.startsWith('crown-'))).toEqual([]);
      expect(v.score_breakdown.shade).toBe(1);
    }
  });

  it('explains itself in the design goals', () => {
    for (const v of variants) {
      for (const goal of ['zones', 'access', 'sun', 'garden', 'shade', 'privacy'] as const) {
        expect(v.score_breakdown[goal]).toBeGreaterThanOrEqual(0);
        expect(v.score_breakdown[goal]).toBeLessThanOrEqual(1);
      }
      expect(v.score_breakdown.zones).toBeGreaterThan(0.7);
    }
  });
});

describe('tree crowns (property)', () => {
  it('never overhang a neighbour boundary when the plot has room', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 24, max: 36 }),
        fc.integer({ min: 30, max: 45 }),
        fc.constantFrom(0, 90, 180, 270),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 4 }),
        (w, d, north, seed, trees) => {
          const site = plot(w, d, north);
          const picked: SelectionItem[] = [
            { landscape_object: 'house_small', count: 1 },
            { landscape_object: 'vegetable_bed', count: 2 },
            { landscape_object: 'fruit_tree_tall', count: trees },
          ];
          const [v] = generatePlans(site, picked, packForPlot(site), { variants: 1, seed });
          expect(v?.violations.filter((x) => x.rule_id === 'crown-neighbor-boundary')).toEqual([]);
        },
      ),
      { numRuns: 12, seed: 14 },
    );
  });
});
