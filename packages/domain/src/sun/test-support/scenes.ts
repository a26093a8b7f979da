import { rotatePoint } from '../../geometry/transform.js';
import type { PlacedObject, Plan } from '../../model/plan.js';
import type { AreaShape, Plot, PlotEdge, ProtectedArea } from '../../model/plot.js';

// Small scene builders shared by the sun tests (no test runner code, so not a *.test.ts file).

export const MOSCOW = { lat: 55.75, lon: 37.6 } as const;
export const MIDSUMMER = { kind: 'day', date: new Date('2025-06-21T12:00:00Z') } as const;

/** A square plot centred on the origin with side 2 * half, north up, plain edges. */
export function squarePlot(half: number, extra: Partial<Plot> = {}): Plot {
  const edge: PlotEdge = { kind: 'unknown' };
  return {
    boundary: [
      [-half, -half],
      [half, -half],
      [half, half],
      [-half, half],
    ],
    north_deg: 0,
    edges: [edge, edge, edge, edge],
    protected_areas: [],
    location: MOSCOW,
    rule_pack: 'ru-snt',
    ...extra,
  };
}

export function box(
  id: string,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  rot = 0,
): PlacedObject {
  return {
    id,
    landscape_object: 'shed',
    shape: 'rect',
    x,
    y,
    rotation_deg: rot,
    width: w,
    depth: d,
    height_m: h,
    locked: false,
  };
}

export function disc(id: string, x: number, y: number, diameter: number, h: number): PlacedObject {
  return { ...box(id, x, y, diameter, diameter, h), shape: 'circle', landscape_object: 'apple_tree' };
}

function rotateShape(shape: AreaShape, deg: number): AreaShape {
  return shape.type === 'circle'
    ? { ...shape, center: rotatePoint(shape.center, deg) }
    : { ...shape, points: shape.points.map((p) => rotatePoint(p, deg)) };
}

/** The same scene turned counter-clockwise by `deg` about the origin, north turning with it. */
export function rotateScene(plot: Plot, plan: Plan, deg: number): { plot: Plot; plan: Plan } {
  return {
    plot: {
      ...plot,
      boundary: plot.boundary.map((p) => rotatePoint(p, deg)),
      north_deg: plot.north_deg - deg,
      protected_areas: plot.protected_areas.map((a): ProtectedArea => ({
        ...a,
        shape: rotateShape(a.shape, deg),
      })),
    },
    plan: {
      objects: plan.objects.map((o) => {
        const [x, y] = rotatePoint([o.x, o.y], deg);
        return { ...o, x, y, rotation_deg: o.rotation_deg + deg };
      }),
    },
  };
}
