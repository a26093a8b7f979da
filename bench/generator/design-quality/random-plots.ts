// Issue 25's random realistic plots: seeded (mulberry32), so the same seed gives the same plots on any
// machine. Rectangles of 300-1,500 m² as garden and house plots come (6-15 sotok), the street on any
// side (a corner plot now and then), turned against north on a third of them, an old tree or an
// easement on some, and a programme drawn from what such plots carry (15-30 objects).
import type { EdgeKind, Plot, ProtectedArea, SelectionItem } from '@plotplan/domain';
import { prng, type Rng } from '../mulberry32.js';
import type { DesignPlot } from './plots.js';

const LOCATION = { lat: 55.75, lon: 37.6 };

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const between = (rng: Rng, lo: number, hi: number): number => lo + rng() * (hi - lo);
const half = (v: number): number => Math.round(v * 2) / 2;

function programme(rng: Rng, area: number, snt: boolean): SelectionItem[] {
  const list: Record<string, number> = {};
  const add = (code: string, count: number): void => {
    if (count > 0) list[code] = (list[code] ?? 0) + count;
  };
  add(area > 900 && rng() < 0.6 ? 'house_medium' : 'house_small', 1);
  add(rng() < 0.3 && area > 800 ? 'carport' : 'parking_space', rng() < 0.8 ? 1 : 0);
  add('bathhouse', rng() < 0.6 ? 1 : 0);
  add(snt ? 'outdoor_toilet' : 'septic_tank', rng() < 0.8 ? 1 : 0);
  add('well', rng() < 0.6 ? 1 : 0);
  add(rng() < 0.5 ? 'greenhouse_3x4' : 'greenhouse_3x6', rng() < 0.7 ? 1 : 0);
  add('vegetable_bed', 2 + Math.floor(rng() * 6));
  add('compost_bin', rng() < 0.8 ? 1 : 0);
  add('fruit_tree_medium', Math.floor(rng() * 4));
  add('berry_bush', Math.floor(rng() * 6));
  add('gazebo', rng() < 0.4 ? 1 : 0);
  add('garden_shed', rng() < 0.3 ? 1 : 0);
  add('woodshed', rng() < 0.2 ? 1 : 0);
  // Topped up with beds and bushes to at least 15 objects, as such programmes are.
  const count = (): number => Object.values(list).reduce((s, n) => s + n, 0);
  while (count() < 15) add(rng() < 0.5 ? 'vegetable_bed' : 'berry_bush', 1);
  return Object.entries(list).map(([landscape_object, n]) => ({ landscape_object, count: n }));
}

function randomPlot(rng: Rng, k: number): DesignPlot {
  const area = between(rng, 300, 1500);
  const aspect = between(rng, 1.2, rng() < 0.15 ? 5 : 2.2);
  const w = half(Math.max(10, Math.sqrt(area / aspect)));
  const d = half(area / w);
  const streetEdge = Math.floor(rng() * 4);
  const corner = rng() < 0.15;
  const kinds: EdgeKind[] = [0, 1, 2, 3].map((i) =>
    i === streetEdge || (corner && i === (streetEdge + 1) % 4) ? 'street' : 'neighbor',
  );
  const len = streetEdge % 2 === 0 ? w : d;
  const gateWidth = pick(rng, [3.5, 4, 4.5]);
  const t = between(
    rng,
    Math.min(0.5, (gateWidth / 2 + 1) / len),
    Math.max(0.5, 1 - (gateWidth / 2 + 1) / len),
  );
  const snt = w * d < 800;
  const protectedAreas: ProtectedArea[] = [];
  const extra = rng();
  if (extra < 0.2) {
    const r = half(between(rng, 2, 4));
    protectedAreas.push({
      id: 'old-tree',
      kind: 'existing_tree',
      shape: {
        type: 'circle',
        center: [half(between(rng, r + 1, w - r - 1)), half(between(rng, d / 2, d - r - 1))],
        radius: r,
      },
      height_m: half(between(rng, 10, 18)),
      label: 'Old tree',
    });
  } else if (extra < 0.3) {
    const y = half(between(rng, d * 0.4, d * 0.7));
    protectedAreas.push({
      id: 'easement',
      kind: 'utility_easement',
      shape: {
        type: 'polygon',
        points: [
          [0, y],
          [w, y],
          [w, y + 3],
          [0, y + 3],
        ],
      },
      label: 'Utility easement',
    });
  }
  const plot: Plot = {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg: rng() < 0.33 ? Math.round(between(rng, -40, 40)) : 0,
    edges: kinds.map((kind) =>
      kind === 'neighbor' && rng() < 0.4
        ? {
            kind,
            building: {
              offset_m: half(between(rng, 1, 6)),
              height_m: half(between(rng, 5, 9)),
              material: 'wood',
            },
          }
        : { kind },
    ),
    entrance: { edge: streetEdge, t: Math.round(t * 100) / 100, width_m: gateWidth },
    protected_areas: protectedAreas,
    location: LOCATION,
    rule_pack: snt ? 'ru-snt' : 'ru-izhs',
  };
  return { name: `random ${k + 1}: ${w} x ${d} m`, plot, selection: programme(rng, w * d, snt) };
}

/** `count` random plots from `seed` (default: the committed set, seed 25, 100 plots). */
export function randomPlots(count = 100, seed = 25): DesignPlot[] {
  const rng = prng(seed);
  return Array.from({ length: count }, (_, k) => randomPlot(rng, k));
}
