// Writes bench/fixtures/check-plan-200.json: a 200-object plan on a ~100 x 100 m plot, the input of
// check-plan.bench.ts. Deterministic (fixed seed); rerun only to change the instance:
//   npx tsx --conditions=@plotplan/source bench/make-check-plan-fixture.ts
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { prng } from './generator/mulberry32.js';
import { catalogObjects, type PlacedObject, type Plan, type Plot } from '@plotplan/domain';

const rnd = prng(20240611);
const round = (x: number): number => Math.round(x * 100) / 100;

const plot: Plot = {
  boundary: [
    [0, 0],
    [100, 0],
    [104, 60],
    [96, 100],
    [0, 100],
    [-3, 50],
  ],
  north_deg: 12,
  edges: [
    { kind: 'street' },
    { kind: 'driveway' },
    { kind: 'neighbor', building: { offset_m: 3, height_m: 7, material: 'wood' } },
    { kind: 'forest' },
    { kind: 'neighbor', building: { offset_m: 5, height_m: 6, material: 'noncombustible' } },
    { kind: 'neighbor' },
  ],
  protected_areas: [
    {
      id: 'oak',
      kind: 'existing_tree',
      label: 'Old oak',
      shape: { type: 'circle', center: [30, 70], radius: 4 },
      height_m: 18,
    },
    {
      id: 'birch',
      kind: 'existing_tree',
      label: 'Birch',
      shape: { type: 'circle', center: [75, 30], radius: 3 },
      height_m: 14,
    },
    {
      id: 'pipe',
      kind: 'utility_easement',
      label: 'Water main',
      shape: {
        type: 'polygon',
        points: [
          [0, 45],
          [60, 45],
          [60, 48],
          [3, 48],
          [3, 90],
          [0, 90],
        ],
      },
    },
  ],
  rule_pack: 'ru-snt',
};

// Every catalog object at least once, then a garden-like mix (many beds, trees and bushes).
const common = [
  'vegetable_bed',
  'raised_bed',
  'berry_bush',
  'fruit_tree_medium',
  'flower_bed',
  'compost_bin',
];
const codes: string[] = catalogObjects.map((o) => o.code);
while (codes.length < 200) codes.push(common[Math.floor(rnd() * common.length)] as string);

// A 14 x 15 grid of ~7 m cells with jitter: dense enough for many near pairs and some overlaps.
const objects: PlacedObject[] = codes.map((code, i) => {
  const entry = catalogObjects.find((o) => o.code === code);
  if (entry === undefined) throw new Error(code);
  const [col, row] = [i % 14, Math.floor(i / 14)];
  return {
    id: `obj-${String(i).padStart(3, '0')}`,
    landscape_object: code,
    shape: entry.shape,
    x: round(4 + col * 7 + (rnd() - 0.5) * 3),
    y: round(4 + row * 6.6 + (rnd() - 0.5) * 3),
    rotation_deg: entry.rotatable ? round(rnd() < 0.6 ? 90 * Math.floor(rnd() * 4) : rnd() * 360) : 0,
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
  };
});

const plan: Plan = {
  objects,
  paths: [
    {
      id: 'walk-1',
      width_m: 1,
      points: [
        [50, 0],
        [50, 30],
        [20, 40],
      ],
    },
    {
      id: 'walk-2',
      width_m: 0.8,
      points: [
        [10, 10],
        [90, 12],
        [92, 80],
      ],
    },
    {
      id: 'walk-3',
      width_m: 1.2,
      points: [
        [5, 95],
        [60, 60],
      ],
    },
  ],
};

const url = new URL('./fixtures/check-plan-200.json', import.meta.url);
// Formatted as the repository's prettier check expects, so a rerun reproduces the committed file.
const options = await resolveConfig(url);
writeFileSync(url, await format(JSON.stringify({ plot, plan }), { ...options, parser: 'json' }));
console.log(`wrote ${url.pathname}: ${plan.objects.length} objects`);
