import { SUN_CLASS_HOURS, type SunClass } from '@plotplan/domain';
import type { MessageKey, MessageValues } from '../../lib/i18n';

export interface SunClassStyle {
  readonly sunClass: SunClass;
  /** The class's name in the catalogue. */
  readonly label: MessageKey;
  /** The hour range in words (a message and its hours), from SUN_CLASS_HOURS. */
  readonly range: readonly [MessageKey, MessageValues];
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
  {
    sunClass: 'full',
    label: 'sun.class.full',
    range: ['sun.range.atLeast', { hours: full }],
    colour: '#f2c200',
    ink: 'dark',
  },
  {
    sunClass: 'partial',
    label: 'sun.class.partial',
    range: ['sun.range.between', { from: partial, to: full }],
    colour: '#ea6a10',
    ink: 'dark',
  },
  {
    sunClass: 'partial_shade',
    label: 'sun.class.partialShade',
    range: ['sun.range.between', { from: partial_shade, to: partial }],
    colour: '#4a63c4',
    ink: 'light',
  },
  {
    sunClass: 'shade',
    label: 'sun.class.shade',
    range: ['sun.range.under', { hours: partial_shade }],
    colour: '#2f3b7a',
    ink: 'light',
  },
];

export const SUN_CLASS_STYLE: Readonly<Record<SunClass, SunClassStyle>> = Object.fromEntries(
  SUN_CLASS_STYLES.map((style) => [style.sunClass, style]),
) as Record<SunClass, SunClassStyle>;

/** [r, g, b] of a #rrggbb colour. */
export function rgbOf(hex: string): readonly [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
