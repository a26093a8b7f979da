// @vitest-environment node
import { SUN_CLASS_HOURS } from '@plotplan/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import { rgbOf, SUN_CLASS_STYLES } from './sun-palette';

// The ink colours are the design tokens themselves, read from the stylesheet the app ships.
const tokens = readFileSync(new URL('../../app/styles/tokens.css', import.meta.url), 'utf8');
const token = (name: string) => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
  if (value === undefined) throw new Error(`tokens.css has no --${name}`);
  return value;
};

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('sun class palette', () => {
  it('lists the four classes, sunniest first, with the hour ranges of SUN_CLASS_HOURS', () => {
    expect(SUN_CLASS_STYLES.map((s) => [s.sunClass, translate('en', ...s.range)])).toEqual([
      ['full', `${SUN_CLASS_HOURS.full} h or more`],
      ['partial', '4–6 h'],
      ['partial_shade', '2–4 h'],
      ['shade', 'under 2 h'],
    ]);
    expect(SUN_CLASS_STYLES.map((s) => translate('ru', ...s.range))).toEqual([
      `${SUN_CLASS_HOURS.full} ч и больше`,
      '4–6 ч',
      '2–4 ч',
      'меньше 2 ч',
    ]);
  });

  it.each(SUN_CLASS_STYLES.map((s) => [s.label, s] as const))(
    'keeps the legend text on the %s chip at WCAG AA (4.5:1) with the token ink',
    (_label, style) => {
      const ink = token(style.ink === 'dark' ? 'color-text' : 'color-on-primary');
      expect(contrast(style.colour, ink)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gets darker with less sun, so the order reads without colour', () => {
    const lum = SUN_CLASS_STYLES.map((s) => luminance(s.colour));
    for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThan(lum[i - 1] as number);
  });
});
