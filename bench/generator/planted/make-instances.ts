// Planted generator instances (issue 6, benchmark a): plots of about 300 / 800 / 1500 / 3000 m², each
// with a hidden valid layout built by placing catalog objects one at a time at random positions that
// keep checkPlan free of error-severity violations. The selection is the multiset of placed codes, so
// the hidden layout proves every instance solvable. Deterministic (seeded PRNG); rewrites
// instances.json beside this file (then run `npx prettier --write bench/generator` to format it).
//   npx tsx --conditions=@plotplan/source bench/generator/planted/make-instances.ts [perCell]
import { writeFileSync } from 'node:fs';
import {
  catalogObjects,
  checkPlan,
  normalizePlot,
  packForPlot,
  plotProblems,
  pointInPolygon,
  pointRingDistance,
  rotatePoint,
  type EdgeKind,
  type LandscapeObject,
  type PlacedObject,
  type Plot,
  type Point,
  type ProtectedArea,
  type RulePackId,
} from '@plotplan/domain';
import { countBand, footprintArea, type PlantedInstance } from './instance.js';
import { prng, type Rng } from '../mulberry32.js';

const PER_CELL = Number(process.argv[2] ?? 6);
const SIZES = [300, 800, 1500, 3000] as const;
const FILLS = [0.3, 0.45, 0.6] as const;
const COUNT_TARGETS = [8, 15, 30] as const;
const PACKS: readonly RulePackId[] = ['ru-izhs', 'ru-snt', 'us-typical'];

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const round = (x: number): number => Math.round(x * 1000) / 1000;

type ShapeKind = 'rect' | 'trapezoid' | 'L' | 'flag';
const SHAPES: readonly ShapeKind[] = ['rect', 'trapezoid', 'L', 'flag'];

/** A counter-clockwise ring of about `area` m² with edge 0 on the street. */
function ring(rng: Rng, shape: ShapeKind, area: number): Point[] {
  const aspect = between(rng, 1.1, 2.2); // depth / width
  switch (shape) {
    case 'rect': {
      const w = Math.sqrt(area / aspect);
      return [
        [0, 0],
        [w, 0],
        [w, w * aspect],
        [0, w * aspect],
      ];
    }
    case 'trapezoid': {
      const k = between(rng, 0.6, 0.9);
      const w = Math.sqrt((2 * area) / (aspect * (1 + k)));
      const d = w * aspect;
      const top = w * k;
      const shift = between(rng, 0, w - top);
      return [
        [0, 0],
        [w, 0],
        [shift + top, d],
        [shift, d],
      ];
    }
    case 'L': {
      const cut = between(rng, 0.2, 0.35); // share of the bounding rectangle cut away
      const cw = between(rng, 0.35, 0.6);
      const cd = cut / cw;
      const w = Math.sqrt(area / (aspect * (1 - cut)));
      const d = w * aspect;
      return [
        [0, 0],
        [w, 0],
        [w, d * (1 - cd)],
        [w * (1 - cw), d * (1 - cd)],
        [w * (1 - cw), d],
        [0, d],
      ];
    }
    case 'flag': {
      const pole = between(rng, 4, 6);
      const len = between(rng, 8, 14);
      const body = area - pole * len;
      const w = Math.sqrt(body / aspect);
      const d = w * aspect;
      return [
        [0, 0],
        [pole, 0],
        [pole, len],
        [w, len],
        [w, len + d],
        [0, len + d],
      ];
    }
  }
}

function makePlot(rng: Rng, id: string, area: number, shape: ShapeKind, pack: RulePackId): Plot {
  let boundary = ring(rng, shape, area);
  const rotated = rng() < 0.5;
  const angle = rotated ? between(rng, 15, 35) * (rng() < 0.5 ? -1 : 1) : 0;
  if (rotated) boundary = boundary.map((p) => rotatePoint(p, angle, [0, 0]));
  boundary = boundary.map(([x, y]) => [round(x + 100), round(y + 100)] as Point);
  const edges: { kind: EdgeKind }[] = boundary.map((_, i) => ({ kind: i === 0 ? 'street' : 'neighbor' }));
  // Now and then a field or a driveway behind instead of a neighbour.
  if (rng() < 0.25)
    edges[Math.floor(boundary.length / 2)] = { kind: pick(rng, ['field', 'driveway'] as const) };
  const base: Plot = {
    boundary,
    north_deg: round(between(rng, -20, 20)),
    edges,
    entrance: { edge: 0, t: 0.5, width_m: 3 },
    protected_areas: [],
    rule_pack: pack,
  };
  const areas: ProtectedArea[] = [];
  const nAreas = Math.floor(rng() * 4);
  for (let k = 0; k < nAreas; k++) {
    for (let tries = 0; tries < 50; tries++) {
      const c = randomPoint(rng, boundary);
      const r = between(rng, 1.5, 3 + area / 1000);
      if (pointRingDistance(c, boundary) < r + 1) continue;
      if (rng() < 0.5) {
        areas.push({
          id: `${id}-pa${k}`,
          kind: 'existing_tree',
          shape: { type: 'circle', center: [round(c[0]), round(c[1])], radius: round(r) },
          height_m: round(between(rng, 6, 15)),
          label: 'Old tree',
        });
      } else {
        const turn = between(rng, 0, 90);
        const square: Point[] = [
          [-r, -r],
          [r, -r],
          [r, r],
          [-r, r],
        ];
        areas.push({
          id: `${id}-pa${k}`,
          kind: pick(rng, ['utility_easement', 'wetland', 'heritage'] as const),
          shape: {
            type: 'polygon',
            points: square.map((p) => {
              const q = rotatePoint(p, turn, [0, 0]);
              return [round(q[0] + c[0]), round(q[1] + c[1])] as Point;
            }),
          },
          label: 'No-build zone',
        });
      }
      break;
    }
  }
  return normalizePlot({ ...base, protected_areas: areas });
}

function bbox(points: readonly Point[]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function randomPoint(rng: Rng, boundary: readonly Point[]): Point {
  const [x0, y0, x1, y1] = bbox(boundary);
  for (;;) {
    const p: Point = [between(rng, x0, x1), between(rng, y0, y1)];
    if (pointInPolygon(p, boundary) === 'inside') return p;
  }
}

function inArea(p: Point, a: ProtectedArea): boolean {
  if (a.shape.type === 'circle') {
    return Math.hypot(p[0] - a.shape.center[0], p[1] - a.shape.center[1]) <= a.shape.radius;
  }
  return pointInPolygon(p, a.shape.points) !== 'outside';
}

/** Plot area at least 1 m inside the boundary and outside protected areas, sampled on a 0.5 m grid. */
function buildableArea(plot: Plot): number {
  const [x0, y0, x1, y1] = bbox(plot.boundary);
  const step = 0.5;
  let cells = 0;
  for (let x = x0 + step / 2; x < x1; x += step) {
    for (let y = y0 + step / 2; y < y1; y += step) {
      const p: Point = [x, y];
      if (pointInPolygon(p, plot.boundary) !== 'inside') continue;
      if (pointRingDistance(p, plot.boundary) < 1) continue;
      if (plot.protected_areas.some((a) => inArea(p, a))) continue;
      cells++;
    }
  }
  return cells * step * step;
}

// Ground cover and paving may overlap things (no_overlap exempts them): they would make fill cheap.
const usable = catalogObjects.filter(
  (o) => !o.tags.includes('ground_cover') && !o.tags.includes('hardscape') && !o.tags.includes('water_body'),
);
const byCode = (code: string): LandscapeObject => {
  const o = catalogObjects.find((c) => c.code === code);
  if (o === undefined) throw new Error(`unknown code ${code}`);
  return o;
};
const objArea = (o: LandscapeObject): number =>
  o.shape === 'circle' ? (Math.PI * o.width * o.width) / 4 : o.width * o.depth;

/** Kinds near the wanted mean size are likelier; the pair-rule kinds come first. */
function drawKind(rng: Rng, meanArea: number, remaining: number): LandscapeObject {
  const weights = usable.map((o) => {
    const a = objArea(o);
    if (a > remaining * 1.3) return 0;
    const ratio = Math.log(a / meanArea);
    return Math.exp(-ratio * ratio);
  });
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return byCode('compost_bin');
  let r = rng() * total;
  for (let i = 0; i < usable.length; i++) {
    r -= weights[i] ?? 0;
    if (r <= 0) return usable[i] as LandscapeObject;
  }
  return usable[usable.length - 1] as LandscapeObject;
}

function plant(
  rng: Rng,
  id: string,
  sizeM2: number,
  fill: number,
  countTarget: number,
): PlantedInstance | undefined {
  const shape = pick(rng, SHAPES);
  const pack = pick(rng, PACKS);
  const plot = makePlot(rng, id, sizeM2, shape, pack);
  if (plotProblems(plot).length > 0) return undefined;
  const rules = packForPlot(plot);
  const buildable = buildableArea(plot);
  const goal = fill * buildable;
  const axis = Math.atan2(
    (plot.boundary[1] as Point)[1] - (plot.boundary[0] as Point)[1],
    (plot.boundary[1] as Point)[0] - (plot.boundary[0] as Point)[0],
  );
  const axisDeg = (axis * 180) / Math.PI;
  const placed: PlacedObject[] = [];
  let filled = 0;
  const counts = new Map<string, number>();
  const first = ['house_medium', 'outdoor_toilet', 'septic_tank', 'well', 'bathhouse'];
  let misses = 0;
  for (let step = 0; placed.length < 40 && filled < goal && misses < 40; step++) {
    const remaining = goal - filled;
    const left = Math.max(1, countTarget - placed.length);
    const kind =
      step < first.length
        ? byCode(sizeM2 >= 1500 && step === 0 ? 'house_large' : (first[step] as string))
        : drawKind(rng, remaining / left, remaining);
    const n = (counts.get(kind.code) ?? 0) + 1;
    let ok = false;
    for (let t = 0; t < 80 && !ok; t++) {
      const c = randomPoint(rng, plot.boundary);
      const rotation =
        kind.shape === 'circle' || !kind.rotatable
          ? 0
          : rng() < 0.8
            ? axisDeg + pick(rng, [0, 90])
            : between(rng, 0, 180);
      const obj: PlacedObject = {
        id: `${kind.code}-${n}`,
        landscape_object: kind.code,
        shape: kind.shape,
        x: round(c[0]),
        y: round(c[1]),
        rotation_deg: round(rotation),
        width: kind.width,
        depth: kind.depth,
        height_m: kind.height_m,
        locked: false,
      };
      const errors = checkPlan(plot, { objects: [...placed, obj] }, rules).filter(
        (v) => v.severity === 'error',
      );
      if (errors.length === 0) {
        placed.push(obj);
        counts.set(kind.code, n);
        filled += footprintArea(obj);
        ok = true;
      }
    }
    misses = ok ? 0 : misses + 1;
  }
  if (placed.length < 5) return undefined;
  const selection = [...counts.entries()]
    .map(([landscape_object, count]) => ({ landscape_object, count }))
    .sort((a, b) => (a.landscape_object < b.landscape_object ? -1 : 1));
  return {
    id,
    size_m2: sizeM2,
    shape,
    rule_pack: pack,
    target_fill: fill,
    fill: round(filled / buildable),
    buildable_m2: round(buildable),
    count_band: countBand(placed.length),
    plot,
    selection,
    hidden: { objects: placed },
  };
}

const instances: PlantedInstance[] = [];
const rng = prng(20261121);
for (const size of SIZES) {
  for (const fill of FILLS) {
    for (let k = 0; k < PER_CELL; k++) {
      const id = `p${size}-f${Math.round(fill * 100)}-${k}`;
      const target = COUNT_TARGETS[k % COUNT_TARGETS.length] as number;
      let inst: PlantedInstance | undefined;
      for (let tries = 0; inst === undefined && tries < 5; tries++) inst = plant(rng, id, size, fill, target);
      if (inst === undefined) {
        console.warn(`${id}: no instance`);
        continue;
      }
      const errors = checkPlan(inst.plot, inst.hidden, packForPlot(inst.plot)).filter(
        (v) => v.severity === 'error',
      );
      if (errors.length > 0) throw new Error(`${id}: hidden layout is not valid`);
      instances.push(inst);
      console.log(
        `${id.padEnd(14)} ${inst.shape.padEnd(9)} ${inst.rule_pack.padEnd(10)} ` +
          `${inst.hidden.objects.length} objects, fill ${(inst.fill * 100).toFixed(0)} % of ` +
          `${inst.buildable_m2.toFixed(0)} m² buildable, ${inst.plot.protected_areas.length} protected`,
      );
    }
  }
}
writeFileSync(new URL('./instances.json', import.meta.url), JSON.stringify(instances) + '\n');
console.log(`${instances.length} instances written`);
