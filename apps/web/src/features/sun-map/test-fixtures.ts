import type { Plan, Plot, SunHoursMap } from '@plotplan/domain';

/** A 20 x 30 m plot near Moscow, north up (shared by this folder's tests). */
export const sunnyPlot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'field' }, { kind: 'field' }, { kind: 'field' }],
  protected_areas: [],
  location: { lat: 55.75, lon: 37.62 },
  rule_pack: 'ru-snt',
};

/** A tall house in the middle: it shades the ground north of it. */
export const housePlan: Plan = {
  objects: [
    {
      id: 'house-1',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 12,
      rotation_deg: 0,
      width: 8,
      depth: 8,
      height_m: 7,
      locked: false,
    },
  ],
};

/** A hand-made 3 x 2 map: row 0 (lowest y) first. */
export function tinyMap(hours: readonly number[], cols = 3, rows = 2): SunHoursMap {
  return {
    origin: [10, 20],
    cell_m: 0.5,
    cols,
    rows,
    hours: Float32Array.from(hours),
    max_hours: 12,
    sun_positions: 100,
  };
}
