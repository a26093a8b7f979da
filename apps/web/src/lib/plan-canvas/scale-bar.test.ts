import { describe, expect, it } from 'vitest';
import { metreText, SCALE_BAR_MAX_PX, scaleBarLength, scaleBarSpan } from './scale-bar';

describe('scaleBarLength', () => {
  it('picks the longest 1, 2 or 5 x 10^k metres that fits the bar', () => {
    expect(scaleBarLength(20)).toBe(5); // 120 px hold 6 m
    expect(scaleBarLength(10)).toBe(10); // 12 m
    expect(scaleBarLength(5)).toBe(20); // 24 m
    expect(scaleBarLength(1)).toBe(100);
    expect(scaleBarLength(400)).toBe(0.2);
    expect(scaleBarLength(12)).toBe(10); // exactly 120 px
  });

  it('never draws a bar longer than the room, nor shorter than 40 % of it', () => {
    for (let scale = 0.5; scale <= 400; scale *= 1.07) {
      const px = scaleBarLength(scale) * scale;
      expect(px).toBeLessThanOrEqual(SCALE_BAR_MAX_PX + 1e-6);
      expect(px).toBeGreaterThanOrEqual(SCALE_BAR_MAX_PX * 0.4);
    }
  });

  it('shortens as the view zooms in', () => {
    expect(scaleBarLength(20 * 1.25 ** 4)).toBeLessThan(scaleBarLength(20));
  });
});

describe('metreText', () => {
  it('writes lengths without float noise or a negative zero', () => {
    expect(metreText(10)).toBe('10 m');
    expect(metreText(0.1 + 0.2)).toBe('0.3 m');
    expect(metreText(-0)).toBe('0 m');
    expect(metreText(2.5)).toBe('2.5 m');
  });
});

describe('scaleBarSpan', () => {
  it('draws round metres on a metric plot and round feet on an imperial one', () => {
    expect(scaleBarSpan(10, 'metric')).toEqual({ metres: 10, label: '10 m' });
    expect(scaleBarSpan(10, 'metric', 'ru')).toEqual({ metres: 10, label: '10 м' });
    // 120 px at 10 px/m hold 39.4 ft: a 20 ft bar.
    const feet = scaleBarSpan(10, 'imperial');
    expect(feet.label).toBe("20'");
    expect(feet.metres).toBeCloseTo(6.096, 6);
    for (let scale = 0.5; scale <= 400; scale *= 1.07) {
      const px = scaleBarSpan(scale, 'imperial').metres * scale;
      expect(px).toBeLessThanOrEqual(SCALE_BAR_MAX_PX + 1e-6);
      expect(px).toBeGreaterThanOrEqual(SCALE_BAR_MAX_PX * 0.4);
    }
  });
});
