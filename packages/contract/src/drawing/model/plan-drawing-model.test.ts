import type { Plan, Plot, Point } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { FAMILY_LOOKS } from '../families.js';
import { PLAN_ELEMENTS } from '../palette.js';
import { BAND_LOOKS, SIDE_LINES } from '../surroundings.js';
import { planDrawingModel, planPathShapes, plotShape, protectedAreaShapes } from './plan-drawing-model.js';
import { surroundedBounds } from './plan-surroundings.js';
import { SURROUNDING_BAND_M, thumbnailBandDepth } from './surroundings-geometry.js';

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
    { kind: 'forest' },
    { kind: 'neighbor' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [
    {
      id: 'oak',
      kind: 'existing_tree',
      shape: { type: 'circle', center: [4, 26], radius: 2 },
      label: ' Oak ',
    },
    {
      id: 'pipe',
      kind: 'utility_easement',
      shape: {
        type: 'polygon',
        points: [
          [0, 10],
          [6, 10],
          [6, 12],
        ],
      },
      label: '',
    },
  ],
  rule_pack: 'ru-snt',
};

const plan: Plan = {
  objects: [
    {
      id: 'h',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 12,
      rotation_deg: 0,
      width: 6,
      depth: 4,
      height_m: 5,
      locked: false,
    },
    {
      id: 'w',
      landscape_object: 'well',
      shape: 'circle',
      x: 15,
      y: 25,
      rotation_deg: 0,
      width: 1.2,
      depth: 1.2,
      height_m: 1,
      locked: false,
    },
    {
      id: 'q',
      landscape_object: 'not_in_catalog',
      shape: 'rect',
      x: 3,
      y: 3,
      rotation_deg: 0,
      width: 1,
      depth: 1,
      height_m: 1,
      locked: false,
    },
  ],
  paths: [
    {
      id: 'p',
      points: [
        [10, 0],
        [10, 10],
      ],
      width_m: 1,
    },
    { id: 'dot', points: [[5, 5]], width_m: 1 },
  ],
};

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
/** Distance of p from the line through a and b, positive on the plot's outer side of a CCW ring. */
const outside = (a: Point, b: Point, p: Point) => -cross(a, b, p) / Math.hypot(b[0] - a[0], b[1] - a[1]);

describe('planDrawingModel', () => {
  const model = planDrawingModel(plot, plan);

  it('draws a band beyond each street, driveway, forest, water and field side at its kind’s depth', () => {
    expect(model.bands.map((b) => [b.edge, b.style, b.depth])).toEqual([
      [0, 'street', SURROUNDING_BAND_M.street],
      [2, 'forest', SURROUNDING_BAND_M.forest],
    ]);
    const street = model.bands[0];
    expect(street?.ring).toEqual([
      [0, 0],
      [20, 0],
      [20, -7],
      [0, -7],
    ]);
    expect(street?.middle).toEqual([
      [0, -3.5],
      [20, -3.5],
    ]);
    expect(street?.labelAnchor).toEqual([10, -3.5]);
  });

  it('names the neighbour’s plot where it has no house, and draws the house with its offset', () => {
    expect(model.neighbourPlots).toEqual([{ edge: 3, labelAnchor: [-2.5, 15] }]);
    const [house] = model.neighbourHouses;
    expect(house?.edge).toBe(1);
    expect(house?.ring[0]).toEqual([24, 11]);
    expect(house?.offset).toEqual([
      [20, 15],
      [24, 15],
    ]);
  });

  it('keeps fences, sides, protected areas, the gate and paths of two points or more', () => {
    expect(model.fences).toEqual([{ edge: 0, style: 'fence', from: [0, 0], to: [20, 0], height_m: 1.5 }]);
    expect(model.sides.map((s) => s.style)).toEqual(['street', 'neighbor', 'forest', 'neighbor']);
    expect(model.sides[0]?.outward).toEqual([0, -1]);
    expect(model.protectedAreas.map((a) => [a.style, a.label, a.labelAnchor])).toEqual([
      ['existingTree', ' Oak ', [4, 26]],
      ['protectedArea', '', [4, 32 / 3]],
    ]);
    expect(model.entrances).toEqual([{ edge: 0, style: 'gate', from: [8, 0], to: [12, 0] }]);
    expect(model.paths.map((p) => p.id)).toEqual(['p']);
    expect(model.paths[0]?.edge_m).toBe(PLAN_ELEMENTS.path.edgeWidth_m);
  });

  it('draws each object by its catalogue family, an unknown code as unknown, with its footprint', () => {
    expect(model.objects.map((o) => [o.id, o.style])).toEqual([
      ['h', 'house'],
      ['w', 'water'],
      ['q', 'unknown'],
    ]);
    expect(model.objects[0]?.outline).toEqual({
      kind: 'polygon',
      ring: [
        [7, 10],
        [13, 10],
        [13, 14],
        [7, 14],
      ],
    });
    expect(model.objects[1]?.outline).toEqual({ kind: 'circle', center: [15, 25], radius: 0.6 });
    expect(model.objects[1]?.labelAnchor).toEqual([15, 25]);
    const named = planDrawingModel(plot, plan, { familyOf: () => 'bed' });
    expect(named.objects.map((o) => o.style)).toEqual(['bed', 'bed', 'bed']);
  });

  it('gives its parts alone as the whole model has them (the screen draws them apart)', () => {
    expect(plotShape(plot)).toEqual(model.plot);
    expect(protectedAreaShapes(plot)).toEqual(model.protectedAreas);
    expect(planPathShapes(plan)).toEqual(model.paths);
    expect(planPathShapes(null)).toEqual([]);
  });

  it('names only entries the style table has', () => {
    for (const side of model.sides) expect(SIDE_LINES[side.style]).toBeDefined();
    for (const band of model.bands) expect(BAND_LOOKS[band.style]).toBeDefined();
    for (const area of model.protectedAreas) expect(PLAN_ELEMENTS[area.style]).toBeDefined();
    for (const entrance of model.entrances) expect(PLAN_ELEMENTS[entrance.style]).toBeDefined();
    for (const object of model.objects)
      if (object.style !== 'unknown') expect(FAMILY_LOOKS[object.style]).toBeDefined();
  });

  it('frames the plot with what a site plan draws beyond it, or with a thumbnail’s thin bands', () => {
    expect(model.extent).toEqual(surroundedBounds(plot));
    const thumb = planDrawingModel(plot, plan, { bands: 'thumbnail' });
    const depth = thumbnailBandDepth(plot);
    expect(thumb.bands.every((b) => b.depth === depth)).toBe(true);
    expect(thumb.extent.minY).toBeCloseTo(-depth, 9);
  });

  it('draws only the sides of a plot of fewer than three corners, nothing beyond them', () => {
    const line = planDrawingModel(
      {
        ...plot,
        boundary: [
          [0, 0],
          [5, 0],
        ] as Point[],
      },
      null,
    );
    expect([line.plot, line.bands, line.neighbourPlots, line.neighbourHouses, line.fences]).toEqual([
      undefined,
      [],
      [],
      [],
      [],
    ]);
    expect(line.sides.map((s) => [s.from, s.to])).toEqual([
      [
        [0, 0],
        [5, 0],
      ],
      [
        [5, 0],
        [0, 0],
      ],
    ]);
    expect(line.extent).toEqual({ minX: 0, minY: 0, maxX: 5, maxY: 0 });
  });
});

describe('planDrawingModel, over plots of many shapes', () => {
  // Convex polygons of 3 to 8 corners, turned and drawn either way round (as a draft can be).
  const polygons: Point[][] = [];
  for (let n = 3; n <= 8; n++)
    for (const turn of [0, 17, 135])
      for (const clockwise of [false, true]) {
        const ring = Array.from({ length: n }, (_, k): Point => {
          const angle = ((turn + (360 * k) / n) * Math.PI) / 180;
          return [50 + 15 * Math.cos(angle) * (1 + k * 0.05), -20 + 25 * Math.sin(angle)];
        });
        polygons.push(clockwise ? ring.reverse() : ring);
      }
  const kinds = ['street', 'driveway', 'forest', 'water', 'field', 'neighbor', 'unknown'] as const;

  it('puts every band outside its side, depth metres deep, and inside the extent', () => {
    for (const [p, boundary] of polygons.entries()) {
      const edges = boundary.map((_, i) => ({ kind: kinds[(i + p) % kinds.length] ?? 'unknown' }));
      for (const bands of ['site', 'thumbnail'] as const) {
        const model = planDrawingModel({ ...plot, boundary, edges, protected_areas: [] }, null, { bands });
        const ccw = boundary.reduce(
          (s, a, i) => s + cross([0, 0], a, boundary[(i + 1) % boundary.length] as Point),
          0,
        );
        for (const band of model.bands) {
          const [a, b, c, d] = band.ring;
          const sign = ccw > 0 ? 1 : -1;
          expect(sign * outside(a, b, c)).toBeCloseTo(band.depth, 6);
          expect(sign * outside(a, b, d)).toBeCloseTo(band.depth, 6);
          for (const [x, y] of band.ring) {
            expect(x).toBeGreaterThanOrEqual(model.extent.minX);
            expect(x).toBeLessThanOrEqual(model.extent.maxX);
            expect(y).toBeGreaterThanOrEqual(model.extent.minY);
            expect(y).toBeLessThanOrEqual(model.extent.maxY);
          }
        }
        expect(model.bands.length + model.neighbourPlots.length).toBe(
          edges.filter((e) => e.kind !== 'unknown').length,
        );
      }
    }
  });
});
