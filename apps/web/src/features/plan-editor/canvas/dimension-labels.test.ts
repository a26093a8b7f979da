import { describe, expect, it } from 'vitest';
import { boxesOverlap, type ScreenBox } from '../../../lib/plan-canvas';
import { metresText, placeDimensionLabels, shortfallText } from './dimension-labels';

describe('placeDimensionLabels', () => {
  it('keeps labels of lines from one corner off each other and off the names', () => {
    const name: ScreenBox = { minX: 130, maxX: 190, minY: 90, maxY: 110 };
    const spots = placeDimensionLabels(
      [
        { from: [100, 100], to: [220, 100], text: '6.0 m' },
        { from: [100, 100], to: [220, 110], text: '29.7 m short' },
        { from: [100, 100], to: [100, 220], text: '2.4 m' },
        { from: [100, 100], to: [210, 90], text: '25.4 m short' },
      ],
      [name],
    );
    const boxes = spots.map((s) => s.box);
    boxes.forEach((box, i) => {
      expect(boxesOverlap(box, name)).toBe(false);
      boxes.slice(i + 1).forEach((other) => expect(boxesOverlap(box, other)).toBe(false));
    });
  });

  it('puts a label by its own line', () => {
    const [spot] = placeDimensionLabels([{ from: [0, 0], to: [200, 0], text: '10.0 m' }], []);
    expect(spot?.x).toBeCloseTo(100);
    expect(Math.abs(spot?.y ?? Infinity)).toBeLessThan(15);
  });
});

describe('shortfallText', () => {
  it('says how much is missing in words, never as a negative length', () => {
    expect(shortfallText(29.71)).toBe('29.7 m short');
    expect(shortfallText(0.01)).toBe('<0.1 m short');
  });

  it('says it in feet and inches on an imperial plot', () => {
    expect(metresText(3.81, 'imperial')).toBe(`12' 6"`);
    expect(metresText(3.81)).toBe('3.8 m');
    expect(shortfallText(1.8, 'imperial')).toBe(`5' 11" short`);
    expect(shortfallText(0.01, 'imperial')).toBe(`<1" short`);
  });
});
