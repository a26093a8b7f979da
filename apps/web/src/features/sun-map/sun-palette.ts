import { SUN_CLASS_HOURS, type SunClass } from '@plotplan/domain';

export interface SunClassStyle {
  readonly sunClass: SunClass;
  readonly label: string;
  /** The hour range in words, from SUN_CLASS_HOURS. */
  readonly range: string;
  /** Opaque colour (#rrggbb): the legend's chip; the overlay draws it semi-transparent. */
  readonly colour: string;
  /**
   * Text drawn on the chip: 'dark' is --color-text, 'light' is --color-on-primary (tokens.css);
   * each pair is at least 4.5:1 (WCAG AA), checked in sun-palette.test.ts.
   */
  readonly ink: 'dark' | 'light';
}

const { full, partial, partial_shade } = SUN_CLASS_HOURS;

/**
 * Sunniest first. Warm for sun, cool for shade, and darker with less sun, so the order survives
 * colour blindness and greyscale print (each step is darker than the one before).
 */
export const SUN_CLASS_STYLES: readonly SunClassStyle[] = [
  { sunClass: 'full', label: 'Full sun', range: `${full} h or more`, colour: '#f2c200', ink: 'dark' },
  {
    sunClass: 'partial',
    label: 'Partial sun',
    range: `${partial}–${full} h`,
    colour: '#ea6a10',
    ink: 'dark',
  },
  {
    sunClass: 'partial_shade',
    label: 'Partial shade',
    range: `${partial_shade}–${partial} h`,
    colour: '#4a63c4',
    ink: 'light',
  },
  { sunClass: 'shade', label: 'Shade', range: `under ${partial_shade} h`, colour: '#2f3b7a', ink: 'light' },
];

export const SUN_CLASS_STYLE: Readonly<Record<SunClass, SunClassStyle>> = Object.fromEntries(
  SUN_CLASS_STYLES.map((style) => [style.sunClass, style]),
) as Record<SunClass, SunClassStyle>;

/** [r, g, b] of a #rrggbb colour. */
export function rgbOf(hex: string): readonly [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
