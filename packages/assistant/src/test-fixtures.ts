// A garden plot and plan shared by the assistant's tests: 30 x 40 m, the street along the bottom,
// a house, sauna, toilet, well, greenhouse, beds, trees and more, breaking no error rule.
import {
  catalogObjects,
  type PlacedObject,
  type Plan,
  type EdgeKind,
  type Plot,
  packForPlot,
} from '@plotplan/domain';
import type { ObjectRef } from './commands/index.js';
import type { AssistantContext } from './outcome.js';

/** 30 x 40 m from the origin; edge 0 (bottom, y = 0) is the street with the entrance. */
export function fixturePlot(north_deg = 0): Plot {
  return {
    boundary: [
      [0, 0],
      [30, 0],
      [30, 40],
      [0, 40],
    ],
    north_deg,
    edges: (['street', 'neighbor', 'neighbor', 'neighbor'] as EdgeKind[]).map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.5, width_m: 4 },
    protected_areas: [],
    location: { lat: 55.75, lon: 37.62 },
    rule_pack: 'ru-snt',
  };
}

function placed(
  id: string,
  code: string,
  x: number,
  y: number,
  rotation_deg = 0,
  label?: string,
): PlacedObject {
  const entry = catalogObjects.find((o) => o.code === code);
  if (entry === undefined) throw new Error(`fixture: no catalog object ${code}`);
  return {
    id,
    landscape_object: code,
    shape: entry.shape,
    x,
    y,
    rotation_deg,
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
    ...(label === undefined ? {} : { label }),
  };
}

/** 16 objects; the only finding is the well-sanitary-zone warning (toilet 50 m advised from the well). */
export const fixturePlan: Plan = {
  objects: [
    placed('house', 'house_medium', 15, 12),
    placed('sauna', 'bathhouse', 5, 32),
    placed('toilet', 'outdoor_toilet', 26, 36),
    placed('well', 'well', 24, 20),
    placed('greenhouse', 'greenhouse_3x4', 14, 28),
    placed('bed-1', 'vegetable_bed', 18.5, 28),
    placed('bed-2', 'vegetable_bed', 20.5, 28),
    placed('bed-3', 'vegetable_bed', 22.5, 28),
    placed('bed-4', 'vegetable_bed', 24.5, 28),
    placed('compost', 'compost_bin', 10, 37),
    placed('apple-1', 'fruit_tree_medium', 4, 20, 0, 'Antonovka apple'),
    placed('apple-2', 'fruit_tree_medium', 4, 10),
    placed('shed', 'garden_shed', 26, 10),
    placed('bush-1', 'berry_bush', 28, 30),
    placed('bush-2', 'berry_bush', 28, 24),
    placed('gazebo', 'gazebo', 8, 24),
  ],
};

/** The fixture as a command's context; `plan`, `plot` etc. can be replaced. */
export function fixtureContext(overrides: Partial<AssistantContext> = {}): AssistantContext {
  const plot = overrides.plot ?? fixturePlot();
  return {
    plot,
    plan: fixturePlan,
    pack: packForPlot(plot),
    catalog: catalogObjects,
    selection: [],
    seed: 1,
    ...overrides,
  };
}

/** The fixture with the compost moved next to the well: one error (well-toilet-compost). */
export const planWithError: Plan = {
  objects: fixturePlan.objects.map((o) => (o.id === 'compost' ? { ...o, x: 24, y: 23 } : o)),
};

/** An ObjectRef for tests. */
export function ref(codes: readonly string[], noun: string, quantity: number | 'all' = 1): ObjectRef {
  return { codes, noun, quantity };
}

/** The object with this id in a plan (throws when missing). */
export function objectIn(plan: Plan, id: string): PlacedObject {
  const o = plan.objects.find((x) => x.id === id);
  if (o === undefined) throw new Error(`no object ${id}`);
  return o;
}
