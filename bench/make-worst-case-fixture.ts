// Writes bench/fixtures/evaluate-worst-case.json: the largest plot and plans the API accepts (issue 16
// defect 1): a 200-vertex boundary with protected polygons of 2000 points in all, a spread plan of
// 500 objects with paths of 1000 points in all, and the same 500 objects piled up (every pair too
// close: tens of thousands of violations). The input of evaluate-worst-case.bench.ts. Deterministic:
//   npx tsx --conditions=@plotplan/source bench/make-worst-case-fixture.ts
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { prng } from './generator/mulberry32.js';
import { catalogObjects, type PlacedObject, type Plan, type Plot, type Point } from '@plotplan/domain';

const rnd = prng(16_001);
const round = (x: number): number => Math.round(x * 100) / 100;
const VERTICES = 200;

/** A wobbly ring of `n` points around (cx, cy): many short edges, as a traced outline has. */
function ring(cx: number, cy: number, radius: number, n: number, wobble: number): Point[] {
  return Array.from({ length: n }, (_, i): Point => {
    const a = (2 * Math.PI * i) / n;
    const r = radius * (1 + wobble * Math.sin(7 * a));
    return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))];
  });
}

const plot: Plot = {
  boundary: ring(100, 100, 100, VERTICES, 0.04),
  north_deg: 0,
  edges: Array.from({ length: VERTICES }, (_, i) =>
    i % 4 === 0
      ? { kind: 'neighbor', building: { offset_m: 3, height_m: 7, material: 'wood' } }
      : { kind: 'neighbor' },
  ),
  // 10 small traced beds across the middle of the plot, 200 points each (the 2000-point limit).
  protected_areas: Array.from({ length: 10 }, (_, i) => ({
    id: `area-${i}`,
    kind: 'other' as const,
    label: `Area ${i}`,
    shape: {
      type: 'polygon' as const,
      points: ring(30 + (i % 10) * 15, 30 + Math.floor(i / 10) * 15, 3, VERTICES, 0.1),
    },
  })),
  rule_pack: 'ru-snt',
};

// 500 objects on a ~6 m grid with jitter: crowded, many near pairs, overlaps and area intrusions.
const objects: PlacedObject[] = Array.from({ length: 500 }, (_, i) => {
  const entry = catalogObjects[i % catalogObjects.length];
  if (entry === undefined) throw new Error('empty catalog');
  const [col, row] = [i % 23, Math.floor(i / 23)];
  return {
    id: `obj-${String(i).padStart(3, '0')}`,
    landscape_object: entry.code,
    shape: entry.shape,
    x: round(35 + col * 6 + (rnd() - 0.5) * 3),
    y: round(35 + row * 6 + (rnd() - 0.5) * 3),
    rotation_deg: entry.rotatable ? round(rnd() * 360) : 0,
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
  };
});
// Five winding paths of 200 points: the 1000-point limit.
const paths = Array.from({ length: 5 }, (_, i) => ({
  id: `path-${i}`,
  width_m: 1,
  points: Array.from({ length: 200 }, (_, k): Point => [
    round(20 + k * 0.8),
    round(40 + i * 30 + 6 * Math.sin(k / 9)),
  ]),
}));
const plan: Plan = { objects, paths };
const piled: Plan = {
  objects: objects.map((o, i) => ({
    ...o,
    x: round(90 + (i % 23) * 0.9),
    y: round(90 + Math.floor(i / 23) * 0.9),
  })),
};

const url = new URL('./fixtures/evaluate-worst-case.json', import.meta.url);
const options = await resolveConfig(url);
writeFileSync(
  url,
  await format(JSON.stringify({ plot, plans: { spread: plan, piled } }), { ...options, parser: 'json' }),
);
console.log(`wrote ${url.pathname}`);
