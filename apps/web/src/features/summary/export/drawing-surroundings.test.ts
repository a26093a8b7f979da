import type { Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { drawingToSvg } from './drawing-svg';
import { A3_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

const plot = (neighbour: Plot['edges'][number]): Plot => ({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street', fence_height_m: 1.5 }, neighbour, { kind: 'forest' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
});

const svgOf = (p: Plot) => {
  const drawing = buildPlanDrawing({
    title: 'G',
    date: '2025-05-04',
    plot: p,
    plan: null,
    styles: new Map(),
  });
  return new DOMParser().parseFromString(drawingToSvg(drawing, 'G'), 'image/svg+xml');
};

const texts = (doc: Document) =>
  Array.from(doc.querySelectorAll('[data-role="surroundings"]'), (el) => el.textContent).filter(
    (t) => t !== '',
  );

describe('what lies beyond each side, on the sheet', () => {
  it('draws the neighbour’s house at its offset, hatched and labelled, with the street and forest', () => {
    const doc = svgOf(plot({ kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } }));
    expect(texts(doc)).toEqual(
      expect.arrayContaining(['Street', 'Forest', "Neighbour's house", '4.0 m', "Neighbour's plot"]),
    );
    // The house stands 4 m beyond the right-hand side (x = 20): 1:N scale, so x > the plot's right edge.
    const scale = Number(doc.documentElement.getAttribute('data-scale')?.split(':')[1]);
    const house = Array.from(doc.querySelectorAll('polygon[data-role="surroundings"]')).find(
      (el) => el.getAttribute('fill') === '#e7e5e4',
    );
    expect(house).toBeDefined();
    const xs = (house?.getAttribute('points') ?? '').split(' ').map((p) => Number(p.split(',')[0]));
    const plotXs = (doc.querySelector('[data-role="plot"]')?.getAttribute('points') ?? '')
      .split(' ')
      .map((p) => Number(p.split(',')[0]));
    expect(Math.min(...xs) - Math.max(...plotXs)).toBeCloseTo((4 * 1000) / scale, 1);
    // Hatched: lines inside it.
    expect(doc.querySelectorAll('line[data-role="surroundings"]').length).toBeGreaterThan(10);
  });

  it('draws no house where the neighbour has none', () => {
    expect(texts(svgOf(plot({ kind: 'neighbor' })))).not.toContain("Neighbour's house");
  });

  it('frames the plot alone when the surroundings would shrink it, cutting them at the drawing area', () => {
    // A 20 x 30 m plot at 1:150 on A3; with a 6 m house 30 m out it would need a smaller scale.
    const far = plot({ kind: 'neighbor', building: { offset_m: 30, height_m: 7, material: 'wood' } });
    const drawing = buildPlanDrawing({
      title: 'G',
      date: 'd',
      plot: far,
      plan: null,
      styles: new Map(),
      sheet: A3_LANDSCAPE,
    });
    const near = buildPlanDrawing({
      title: 'G',
      date: 'd',
      plot: plot({ kind: 'neighbor' }),
      plan: null,
      styles: new Map(),
      sheet: A3_LANDSCAPE,
    });
    expect(drawing.scale).toBe(near.scale);
    for (const shape of drawing.shapes.filter((s) => s.role === 'surroundings' && s.kind === 'polygon'))
      for (const [x] of shape.kind === 'polygon' ? shape.points : []) expect(x).toBeLessThanOrEqual(420 - 10);
  });
});
