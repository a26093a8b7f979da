// Writes the drag benchmark's plans: 300 catalog objects in a grid on a 160 x 130 m plot.
// drag-plan-300.json: garden objects 8 m apart, a plan that keeps the rules (a few violations at most);
// drag-plan-300-crowded.json: houses, saunas, toilets and wells 5.6 m apart, about 1,300 violations,
// the checker's and the violations list's worst case.
// Usage: npx tsx --conditions=@plotplan/source bench/editor/make-drag-plan.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogObjects, type PlacedObject } from '@plotplan/domain';

function grid(codes: readonly string[], spacing: number): PlacedObject[] {
  return Array.from({ length: 300 }, (_, i): PlacedObject => {
    const code = codes[i % codes.length] as string;
    const entry = catalogObjects.find((o) => o.code === code);
    if (entry === undefined) throw new Error(`no ${code} in the catalog`);
    return {
      id: `${code}-${i + 1}`,
      landscape_object: code,
      shape: entry.shape,
      x: 6 + (i % 20) * spacing,
      y: 8 + Math.floor(i / 20) * spacing,
      rotation_deg: 0,
      width: entry.width,
      depth: entry.depth,
      height_m: entry.height_m,
      locked: false,
    };
  });
}

const plot = {
  boundary: [
    [0, 0],
    [160, 0],
    [160, 130],
    [0, 130],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  rule_pack: 'ru-snt',
};

const plans = {
  'drag-plan-300.json': grid(
    ['vegetable_bed', 'greenhouse_3x6', 'fruit_tree_medium', 'vegetable_bed', 'garden_shed'],
    8,
  ),
  'drag-plan-300-crowded.json': grid(
    [
      'vegetable_bed',
      'greenhouse_3x6',
      'fruit_tree_medium',
      'well',
      'outdoor_toilet',
      'house_small',
      'bathhouse',
    ],
    5.6,
  ),
};
for (const [file, objects] of Object.entries(plans)) {
  writeFileSync(
    path.join(import.meta.dirname, file),
    JSON.stringify({ plot, plan: { objects } }, null, 1) + '\n',
  );
  console.log(`${file}: ${objects.length} objects`);
}
