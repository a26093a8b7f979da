import { describe, expect, it } from 'vitest';
import { objectSizeText, objectTooltipLines } from './object-tooltip';

describe('object tooltip', () => {
  it('tells name, size and sun hours as a designer writes them', () => {
    expect(objectTooltipLines('House', { shape: 'rect', width: 6, depth: 6 }, 5.46)).toEqual([
      'House',
      '6 × 6 m',
      '5.5 h of sun a day',
    ]);
    expect(objectTooltipLines('Apple', { shape: 'circle', width: 4, depth: 4 })).toEqual(['Apple', 'Ø 4 m']);
    expect(objectSizeText({ shape: 'rect', width: 1.25, depth: 10 })).toBe('1.3 × 10 m');
  });
});

describe('object tooltip in Russian', () => {
  it('writes sizes with a decimal comma and Russian units', () => {
    expect(objectTooltipLines('Дом', { shape: 'rect', width: 6.5, depth: 6 }, 5.46, 'ru')).toEqual([
      'Дом',
      '6,5 × 6 м',
      '5,5 ч солнца в день',
    ]);
  });
});

describe('object tooltip on an imperial plot', () => {
  it('writes sizes in feet and inches', () => {
    expect(objectSizeText({ shape: 'rect', width: 6, depth: 3.81 }, 'en', 'imperial')).toBe(
      `19' 8" × 12' 6"`,
    );
    expect(
      objectTooltipLines('Apple', { shape: 'circle', width: 4, depth: 4 }, undefined, 'en', 'imperial'),
    ).toEqual(['Apple', `Ø 13' 1"`]);
  });
});
