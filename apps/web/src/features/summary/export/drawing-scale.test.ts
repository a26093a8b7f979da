import type { Plan, Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { chooseScale, ENGINEERING_FEET, scaleBarSpan, scaleName } from './drawing-scale';
import { drawingToSvg } from './drawing-svg';
import type { DrawingShape } from './drawing-types';
import { A3_LANDSCAPE, A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

// The drawing room of A4 landscape's plan area (as in plan-drawing.test.ts).
const a4 = { width_mm: 199, height_mm: 182 };

describe('engineering scales for an imperial plot', () => {
  it('picks the most detailed 1" = N\' that fits', () => {
    // 30 m deep: at 1" = 10' (1:120) it is 250 mm, too long; at 1" = 20' it is 125 mm.
    expect(chooseScale({ width_m: 20, height_m: 30 }, a4, 'imperial')).toEqual({
      scale: 240,
      standard: true,
    });
    expect(chooseScale({ width_m: 8, height_m: 6 }, a4, 'imperial')).toEqual({ scale: 120, standard: true });
    // 60 x 40 m: 60 000 / 199 = 301.5, so 1" = 30' (1:360).
    expect(chooseScale({ width_m: 60, height_m: 40 }, a4, 'imperial')).toEqual({
      scale: 360,
      standard: true,
    });
    expect(chooseScale({ width_m: 400, height_m: 300 }, a4, 'imperial')).toEqual({
      scale: 2400,
      standard: true,
    });
    // Past 1" = 1000': the next hundred feet to the inch that fits (1" = 1300').
    expect(chooseScale({ width_m: 3000, height_m: 100 }, a4, 'imperial')).toEqual({
      scale: 15600,
      standard: false,
    });
    // Metric plots keep the metric scales.
    expect(chooseScale({ width_m: 20, height_m: 30 }, a4)).toEqual({ scale: 200, standard: true });
  });

  it('chooses a scale at which the plan fits and no more detailed engineering scale would', () => {
    for (let w = 2; w <= 1500; w *= 1.37) {
      for (const h of [w / 3, w, w * 2.2]) {
        const { scale, standard } = chooseScale({ width_m: w, height_m: h }, a4, 'imperial');
        expect((w * 1000) / scale).toBeLessThanOrEqual(a4.width_mm + 1e-9);
        expect((h * 1000) / scale).toBeLessThanOrEqual(a4.height_mm + 1e-9);
        expect(scale % 12).toBe(0);
        if (standard) {
          expect(ENGINEERING_FEET).toContain(scale / 12);
          const finer = ENGINEERING_FEET.filter((f) => f * 12 < scale);
          for (const f of finer)
            expect((w * 1000) / (f * 12) > a4.width_mm || (h * 1000) / (f * 12) > a4.height_mm).toBe(true);
        }
      }
    }
  });

  it('names the scale and measures the bar in feet', () => {
    expect(scaleName(240, 'imperial')).toBe(`1" = 20'`);
    expect(scaleName(200, 'metric')).toBe('1:200');
    // 1:240 is 4.1667 mm per metre: 50' (15.24 m) is 63.5 mm, too long for 56 mm; 25' fits.
    expect(scaleBarSpan(1000 / 240, 56, 'imperial')).toEqual({ metres: 25 * 0.3048, label: "25'" });
    expect(scaleBarSpan(1000 / 200, 56, 'metric')).toEqual({ metres: 10, label: '10 m' });
  });
});

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 3 },
  protected_areas: [],
  rule_pack: 'us-typical',
};
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
  ],
};
const styles = new Map([
  ['house_small', { name: 'Small house', color: '#c2410c', type: 'Dwelling', building: true }],
]);
const texts = (shapes: readonly DrawingShape[], role?: DrawingShape['role']) =>
  shapes.flatMap((s) => (s.kind === 'text' && (role === undefined || s.role === role) ? [s.text] : []));

describe('the drawing of an imperial plot', () => {
  it('is at an engineering scale, with the scale, bar, dimensions and area in feet', () => {
    const drawing = buildPlanDrawing({
      title: 'Lot 5',
      date: '2026-11-27',
      plot,
      plan,
      styles,
      sheet: A4_LANDSCAPE,
    });
    expect(drawing.scale % 12).toBe(0);
    const name = `1" = ${drawing.scale / 12}'`;
    const all = texts(drawing.shapes);
    expect(all).toContain(`Scale ${name}`);
    expect(all).toContain(`Plot area 6,458 sq ft (0.15 acres)`);
    const bar = texts(drawing.shapes, 'scale-bar');
    expect(bar.at(-1)).toMatch(/^\d+'$/);
    // The house is 7 m (22' 11.6") from the sides.
    expect(texts(drawing.shapes, 'dimension')).toEqual([`23' 0"`]);
    expect(all.filter((t) => /\d m\b|m²/.test(t))).toEqual([]);
    expect(drawingToSvg(drawing, 'Lot 5')).toContain(`data-scale="1:${drawing.scale}"`);
  });

  it('keeps metric scales and metres on a metric plot', () => {
    const metric = buildPlanDrawing({
      title: 'Lot 5',
      date: '2026-11-27',
      plot: { ...plot, units: 'metric' },
      plan,
      styles,
      sheet: A3_LANDSCAPE,
    });
    expect(texts(metric.shapes)).toContain(`Scale 1:${metric.scale}`);
    expect(texts(metric.shapes, 'dimension')).toEqual(['7.00 m']);
  });
});
