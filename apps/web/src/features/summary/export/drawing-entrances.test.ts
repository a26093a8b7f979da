import type { Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { drawingToSvg } from './drawing-svg';
import { A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

// 20 x 30 m, the street along the bottom: a 4 m gate at x 8..12 and, set apart, a 1 m wicket 12.2..13.2.
const plot = (wicket: boolean): Plot => ({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  ...(wicket ? { wicket: { edge: 0, t: 0.635, width_m: 1 } } : {}),
  protected_areas: [],
  rule_pack: 'ru-snt',
});

const drawing = (wicket: boolean) =>
  buildPlanDrawing({
    title: 'Gate',
    date: '2026-11-26',
    plot: plot(wicket),
    plan: null,
    styles: new Map(),
    sheet: A4_LANDSCAPE,
  });

const legend = (d: ReturnType<typeof drawing>) =>
  d.shapes
    .filter((s) => s.role === 'legend' && s.kind === 'text')
    .map((s) => (s.kind === 'text' ? s.text : ''));

describe('the plan drawing: gate and wicket (issue 25)', () => {
  it('draws a wicket set apart as its own line beside the gate, 1 m to the gate’s 4 m, and names both', () => {
    const d = drawing(true);
    const [gate, wicket] = (['entrance', 'wicket'] as const).map((role) =>
      d.shapes.find((s) => s.role === role),
    );
    if (gate?.kind !== 'line' || wicket?.kind !== 'line') throw new Error('no lines');
    const length = (s: typeof gate) => Math.hypot(s.to[0] - s.from[0], s.to[1] - s.from[1]);
    expect(length(wicket) / length(gate)).toBeCloseTo(1 / 4, 6);
    // Beside the gate, past its post, on the same line.
    expect(Math.min(wicket.from[0], wicket.to[0])).toBeGreaterThan(Math.max(gate.from[0], gate.to[0]));
    expect(wicket.stroke.color).not.toBe(gate.stroke.color);
    expect(legend(d)).toEqual(expect.arrayContaining(['Vehicle gate', 'Wicket']));
    expect(drawingToSvg(d, 'Gate')).toContain('data-role="wicket"');
  });

  it('draws a plot with one entrance as before: the gate only', () => {
    const d = drawing(false);
    expect(d.shapes.filter((s) => s.role === 'wicket')).toEqual([]);
    expect(legend(d)).not.toContain('Wicket');
  });
});
