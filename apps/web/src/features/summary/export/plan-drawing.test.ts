import type { Plan, Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { chooseScale } from './drawing-scale';
import { drawingToSvg } from './drawing-svg';
import type { CircleShape, DrawingObjectStyle, PolygonShape } from './drawing-types';
import { A3_LANDSCAPE, A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

const plot = (northDeg = 0, w = 20, d = 30): Plot => ({
  boundary: [
    [0, 0],
    [w, 0],
    [w, d],
    [0, d],
  ],
  north_deg: northDeg,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'forest' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 3 },
  protected_areas: [
    { id: 'oak', kind: 'existing_tree', shape: { type: 'circle', center: [4, 26], radius: 2 }, label: 'Oak' },
  ],
  rule_pack: 'ru-snt',
});

const plan: Plan = {
  objects: [
    {
      id: 'house',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 12,
      rotation_deg: 0,
      width: 6,
      depth: 6,
      height_m: 5,
      locked: false,
    },
    {
      id: 'well',
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
  ],
};

const styles = new Map<string, DrawingObjectStyle>([
  ['house_small', { name: 'Small house', color: '#c2410c', type: 'Dwelling', building: true }],
  ['well', { name: 'Well', color: '#0369a1', type: 'Water', building: false }],
]);

const build = (northDeg = 0, sheet = A4_LANDSCAPE) =>
  buildPlanDrawing({ title: 'Garden', date: '2025-05-04', plot: plot(northDeg), plan, styles, sheet });

describe('chooseScale', () => {
  it('picks the largest standard scale that fits, else a reduced one', () => {
    expect(chooseScale({ width_m: 20, height_m: 30 }, { width_mm: 250, height_mm: 350 })).toEqual({
      scale: 100,
      standard: true,
    });
    expect(chooseScale({ width_m: 20, height_m: 30 }, { width_mm: 199, height_mm: 182 })).toEqual({
      scale: 200,
      standard: true,
    });
    expect(chooseScale({ width_m: 60, height_m: 40 }, { width_mm: 199, height_mm: 182 })).toEqual({
      scale: 500,
      standard: true,
    });
    expect(chooseScale({ width_m: 400, height_m: 300 }, { width_mm: 199, height_mm: 182 })).toEqual({
      scale: 2500,
      standard: false,
    });
  });
});

describe('buildPlanDrawing', () => {
  it('fits the plot on the sheet at a standard scale', () => {
    const a4 = build();
    // A4 turns portrait for this tall plot: 1:150 rather than 1:200 on landscape.
    expect(a4).toMatchObject({ width_mm: 210, height_mm: 297, scale: 150, standard_scale: true });
    expect(a4.mm_per_m).toBeCloseTo(1000 / 150, 9);
    // A3 turns portrait for this tall plot: 1:100 rather than 1:200 on half of A3 landscape.
    const a3 = build(0, A3_LANDSCAPE);
    expect(a3).toMatchObject({ width_mm: 297, height_mm: 420, scale: 100 });
    const wide = buildPlanDrawing({
      title: 'Field',
      date: '2025-05-04',
      plot: plot(0, 150, 100),
      plan: null,
      styles,
      sheet: A4_LANDSCAPE,
    });
    expect(wide.scale).toBe(1000);
    // Every shape of the plot lies on the sheet.
    for (const shape of a4.shapes.filter((s): s is PolygonShape => s.kind === 'polygon'))
      for (const [x, y] of shape.points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(210);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(297);
      }
    // The plot is drawn to scale: 20 m wide is 133.3 mm at 1:150.
    const outline = a4.shapes.find((s): s is PolygonShape => s.role === 'plot');
    const xs = outline?.points.map((p) => p[0]) ?? [];
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(20000 / 150, 6);
  });

  it('turns the north arrow by north_deg, clockwise', () => {
    for (const northDeg of [0, 30, 90, 200]) {
      const shapes = build(northDeg).shapes;
      const ring = shapes.find((s): s is CircleShape => s.role === 'north-arrow' && s.kind === 'circle');
      const needle = shapes.find((s): s is PolygonShape => s.role === 'north-arrow' && s.kind === 'polygon');
      if (ring === undefined || needle === undefined) throw new Error('no north arrow');
      const [tx, ty] = needle.points[0] ?? [0, 0];
      const angle = (Math.atan2(tx - ring.center[0], ring.center[1] - ty) * 180) / Math.PI;
      expect((angle + 360) % 360).toBeCloseTo(northDeg % 360, 6);
    }
  });

  it('draws every object in its colour, with a label, and dimensions the buildings', () => {
    const { shapes } = build();
    const objects = shapes.filter((s) => s.role === 'object');
    expect(objects.map((s) => s.objectId)).toEqual(['house', 'well']);
    expect(objects.map((s) => (s.kind === 'text' || s.kind === 'line' ? undefined : s.fill))).toEqual([
      '#c2410c',
      '#0369a1',
    ]);
    const labels = shapes
      .filter((s) => s.role === 'object-label' && s.kind === 'text')
      .map((s) => (s.kind === 'text' ? s.text : ''));
    expect(labels).toEqual(['Small house', 'Well']);
    // A name too long for its footprint gives way to the object's number in the list.
    const long = {
      ...plan,
      objects: [plan.objects[0], { ...plan.objects[1], label: 'The old well by the gate' }],
    };
    const numbered = buildPlanDrawing({
      title: 'Garden',
      date: '2025-05-04',
      plot: plot(),
      plan: long as Plan,
      styles,
      sheet: A4_LANDSCAPE,
    });
    expect(
      numbered.shapes.filter((s) => s.role === 'object-label').map((s) => (s.kind === 'text' ? s.text : '')),
    ).toEqual(['Small house', '2']);
    // The key on the sheet names the numbered object.
    const key = numbered.shapes
      .filter((s) => s.role === 'legend' && s.kind === 'text')
      .map((s) => (s.kind === 'text' ? s.text : ''));
    expect(key.slice(key.indexOf('Key'))).toEqual(['Key', '2', 'The old well by the gate']);
    // The house stands 7 m from the left-hand edge and 9 m from the street: 7 m is nearest.
    const dimension = shapes.find((s) => s.role === 'dimension' && s.kind === 'text');
    expect(dimension?.kind === 'text' && dimension.text).toBe('7.00 m');
    const legend = shapes
      .filter((s) => s.role === 'legend' && s.kind === 'text')
      .map((s) => (s.kind === 'text' ? s.text : ''));
    expect(legend).toEqual(
      expect.arrayContaining([
        'Boundary: street',
        'Boundary: forest',
        'Vehicle gate',
        'Existing tree',
        'Dwelling',
        'Water',
      ]),
    );
    expect(shapes.some((s) => s.kind === 'text' && s.text === 'Scale 1:150')).toBe(true);
    expect(shapes.some((s) => s.role === 'scale-bar' && s.kind === 'text' && s.text.endsWith(' m'))).toBe(
      true,
    );
    expect(shapes.some((s) => s.role === 'title-block' && s.kind === 'text' && s.text === 'Garden')).toBe(
      true,
    );
  });

  it('sizes a standalone drawing to its content, and writes it as SVG in millimetres', () => {
    const drawing = buildPlanDrawing({ title: 'A & B', date: '2025-05-04', plot: plot(), plan, styles });
    expect(drawing.scale).toBe(150);
    expect(drawing.width_mm).toBeLessThan(A3_LANDSCAPE.width_mm);
    const svg = drawingToSvg(drawing, 'A & B');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('width')).toBe(`${drawing.width_mm}mm`);
    expect(doc.querySelectorAll('[data-role="object"][data-object-id]')).toHaveLength(2);
    expect(svg).toContain('<title>A &amp; B</title>');
  });

  it('draws the paths as paved strips of their width under the objects, in the SVG too', () => {
    const paths = [
      {
        id: 'path-1',
        points: [
          [10, 0.05],
          [10, 8.99],
        ] as [number, number][],
        width_m: 1.2,
      },
      {
        id: 'path-2',
        points: [
          [10, 5],
          [14, 5],
          [14, 24.4],
        ] as [number, number][],
        width_m: 0.8,
      },
    ];
    const drawing = buildPlanDrawing({
      title: 'Garden',
      date: '2025-05-04',
      plot: plot(),
      plan: { ...plan, paths },
      styles,
      sheet: A4_LANDSCAPE,
    });
    const roles = drawing.shapes.map((s) => s.role);
    const pathShapes = drawing.shapes.filter((s) => s.role === 'path');
    // Edge then fill: 3 segments and one bend each.
    expect(pathShapes).toHaveLength(8);
    expect(roles.lastIndexOf('path')).toBeLessThan(roles.indexOf('object'));
    // The main path's fill is 1.2 m wide: 8 mm at 1:150, running 8.94 m (59.6 mm) up the sheet.
    const main = pathShapes.filter((s): s is PolygonShape => s.kind === 'polygon' && s.objectId === 'path-1');
    const fill = main[main.length - 1];
    const xs = fill?.points.map((p) => p[0]) ?? [];
    const ys = fill?.points.map((p) => p[1]) ?? [];
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(8, 6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(59.6, 6);
    const bend = pathShapes.find((s): s is CircleShape => s.kind === 'circle' && s.objectId === 'path-2');
    expect(bend?.radius_mm).toBeCloseTo(((0.4 + 0.08) * 1000) / 150, 6);
    const svg = new DOMParser().parseFromString(drawingToSvg(drawing, 'Garden'), 'image/svg+xml');
    expect(svg.querySelectorAll('[data-role="path"][data-object-id="path-2"]')).toHaveLength(6);
  });
});
