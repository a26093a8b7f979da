import { catalogObjects, catalogObjectTypes, type PlacedObject, type Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { FAMILY_STYLES } from '../../../lib/plan-canvas';
import { drawingStylesOf } from '../drawing-styles';
import { clipSegment } from './drawing-clip';
import type { DrawingShape } from './drawing-types';
import { A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

const catalog = {
  types: catalogObjectTypes,
  objects: catalogObjects.map((o) => ({ ...o, tags: [...o.tags], sources: [...o.sources] })),
};
const styles = drawingStylesOf(catalog);

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'forest' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

const placed = (id: string, code: string, x: number, y: number, shape: 'rect' | 'circle' = 'rect') =>
  ({
    id,
    landscape_object: code,
    shape,
    x,
    y,
    rotation_deg: 0,
    width: 4,
    depth: 3,
    height_m: 3,
    locked: false,
  }) as PlacedObject;

const drawingOf = (objects: PlacedObject[]) =>
  buildPlanDrawing({ title: 'G', date: '2025-05-04', plot, plan: { objects }, styles, sheet: A4_LANDSCAPE });

const of = (shapes: readonly DrawingShape[], id: string, role: DrawingShape['role']) =>
  shapes.filter((s) => s.objectId === id && s.role === role);

describe('export styles by the drawing kit’s families', () => {
  it('colours each object with its family’s fill: a bathhouse is not a greenhouse', () => {
    expect(styles.get('bathhouse')).toMatchObject({
      family: 'bathhouse',
      color: FAMILY_STYLES.bathhouse.fill,
      type: 'Bathhouse, sauna',
    });
    expect(styles.get('greenhouse_3x4')).toMatchObject({
      family: 'greenhouse',
      color: FAMILY_STYLES.greenhouse.fill,
      type: 'Greenhouse',
    });
    expect(styles.get('bathhouse')?.color).not.toBe(styles.get('greenhouse_3x4')?.color);
  });

  it('draws the family’s pattern and symbol over each object, and lists each family in the legend', () => {
    const { shapes } = drawingOf([
      placed('bath', 'bathhouse', 5, 8),
      placed('glass', 'greenhouse_3x4', 14, 8),
      placed('apple', 'fruit_tree_medium', 10, 20, 'circle'),
    ]);
    const body = (id: string) => of(shapes, id, 'object')[0];
    expect(body('bath')).toMatchObject({ fill: FAMILY_STYLES.bathhouse.fill });
    expect(body('glass')).toMatchObject({ fill: FAMILY_STYLES.greenhouse.fill });
    // Planks and a hip roof on the bathhouse, glazing bars on the greenhouse: apart in grey print.
    const inks = (id: string) =>
      new Set(of(shapes, id, 'object-symbol').map((s) => s.kind === 'line' && s.stroke.color));
    expect(of(shapes, 'bath', 'object-symbol').length).toBeGreaterThan(5);
    expect(inks('bath')).toContain(FAMILY_STYLES.bathhouse.ink);
    expect(inks('glass')).toContain(FAMILY_STYLES.greenhouse.ink);
    expect(of(shapes, 'bath', 'object-symbol').length).not.toBe(of(shapes, 'glass', 'object-symbol').length);
    // The fruit tree: a scalloped crown and its trunk dot.
    const tree = of(shapes, 'apple', 'object-symbol');
    expect(tree.some((s) => s.kind === 'polygon' && s.points.length >= 24)).toBe(true);
    expect(tree.some((s) => s.kind === 'circle' && s.fill === FAMILY_STYLES.fruit_tree.ink)).toBe(true);
    const legend = shapes
      .filter((s) => s.role === 'legend' && s.kind === 'text')
      .map((s) => s.kind === 'text' && s.text);
    expect(legend).toEqual(expect.arrayContaining(['Bathhouse, sauna', 'Greenhouse', 'Fruit tree']));
  });

  it('keeps pattern lines inside the footprint', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    expect(clipSegment([-5, 5], [15, 5], square)).toEqual([
      [0, 5],
      [10, 5],
    ]);
    expect(clipSegment([-5, 20], [15, 20], square)).toBeUndefined();
  });
});
