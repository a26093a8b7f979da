import { catalogObjects, resolvePack, type PlacedObject, type Plan, type Plot } from '@plotplan/domain';
import { PlanEditor, type PlanCommit } from './plan-editor';

/** A 30 x 40 m plot: street along the bottom edge (y = 0), neighbours on the other three. */
export const testPlot: Plot = {
  boundary: [
    [0, 0],
    [30, 0],
    [30, 40],
    [0, 40],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

export function placed(
  code: string,
  id: string,
  x: number,
  y: number,
  extra: Partial<PlacedObject> = {},
): PlacedObject {
  const entry = catalogObjects.find((o) => o.code === code);
  if (entry === undefined) throw new Error(`no ${code} in the catalog`);
  return {
    id,
    landscape_object: code,
    shape: entry.shape,
    x,
    y,
    rotation_deg: 0,
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
    ...extra,
  };
}

/** House 6 x 6 at (15, 20), a bed 1.2 x 4 at (5, 10), a well (d 1.2) at (25, 32): no violations. */
export const testPlan: Plan = {
  objects: [
    placed('house_small', 'house', 15, 20),
    placed('vegetable_bed', 'bed', 5, 10),
    placed('well', 'well', 25, 32),
  ],
};

/** An editor at 10 px per metre (click slop 0.3 m, snapping within 0.8 m) recording its commits. */
export function testEditor(plan: Plan = testPlan): { editor: PlanEditor; commits: PlanCommit[] } {
  const commits: PlanCommit[] = [];
  const editor = new PlanEditor({
    plot: testPlot,
    plan,
    pack: resolvePack('ru-snt'),
    catalog: catalogObjects,
    onCommit: (c) => commits.push(c),
  });
  editor.setScale(10);
  return { editor, commits };
}

export const objectById = (editor: PlanEditor, id: string): PlacedObject => {
  const o = editor.getState().plan.objects.find((p) => p.id === id);
  if (o === undefined) throw new Error(`no object ${id}`);
  return o;
};
