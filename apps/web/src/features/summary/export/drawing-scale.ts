import type { Locale } from '@plotplan/contract/locale';
import { METRES_PER_FOOT, type UnitSystem } from '@plotplan/domain';
import { formatLength } from '../../../lib/units';

/**
 * The scales a site plan is drawn at, largest first (1:50 shows the most detail): those of a
 * metric scale rule, 1:75 and 1:150 among them so that a plot between two round scales does not
 * leave half the paper empty.
 */
export const STANDARD_SCALES = [50, 75, 100, 150, 200, 250, 500, 1000] as const;

/**
 * An imperial plot's engineering scales, 1" = 10', 20', 30' ... (feet of plot per inch of paper),
 * those of an engineer's scale rule and their multiples of ten, the most detailed first.
 */
export const ENGINEERING_FEET = [10, 20, 30, 40, 50, 60, 100, 200, 300, 400, 500, 600, 1000] as const;

/** 1" = N' is 1:12N. */
const INCHES_PER_FOOT = 12;

export interface ScaleChoice {
  /** The denominator: 200 means 1:200 (240 is 1" = 20'). */
  readonly scale: number;
  readonly standard: boolean;
}

/**
 * The largest standard scale at which a plan of `width_m` x `height_m` fits in `width_mm` x
 * `height_mm`. A plot too large even for 1:1000 gets the next multiple of 500 that fits, so the
 * drawing is still true to a stated scale. On an imperial plot the scales are engineering ones
 * (1" = 10' is 1:120), and past 1" = 1000' the next hundred feet to the inch that fits.
 */
export function chooseScale(
  plan: { readonly width_m: number; readonly height_m: number },
  room: { readonly width_mm: number; readonly height_mm: number },
  units: UnitSystem = 'metric',
): ScaleChoice {
  const fits = (scale: number) =>
    (plan.width_m * 1000) / scale <= room.width_mm && (plan.height_m * 1000) / scale <= room.height_mm;
  const scales =
    units === 'imperial' ? ENGINEERING_FEET.map((feet) => feet * INCHES_PER_FOOT) : STANDARD_SCALES;
  const standard = scales.find(fits);
  if (standard !== undefined) return { scale: standard, standard: true };
  const needed = Math.max(
    (plan.width_m * 1000) / Math.max(room.width_mm, 1),
    (plan.height_m * 1000) / Math.max(room.height_mm, 1),
  );
  const step = units === 'imperial' ? 100 * INCHES_PER_FOOT : 500;
  return { scale: Math.ceil(needed / step) * step, standard: false };
}

/** "1:200", or on an imperial plot `1" = 20'` (a scale of whole feet to the inch). */
export function scaleName(scale: number, units: UnitSystem): string {
  return units === 'imperial' && scale % INCHES_PER_FOOT === 0
    ? `1" = ${scale / INCHES_PER_FOOT}'`
    : `1:${scale}`;
}

const BAR_LENGTHS_M = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];
const BAR_LENGTHS_FT = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];

/** The longest round scale-bar length (metres) that stays within `max_mm` on the sheet. */
export function scaleBarLength(mmPerM: number, maxMm: number): number {
  let best = BAR_LENGTHS_M[0] as number;
  for (const length of BAR_LENGTHS_M) if (length * mmPerM <= maxMm) best = length;
  return best;
}

/**
 * The scale bar's length and its label: round metres ("20 m", "20 м" in Russian), or round feet on
 * an imperial plot ("50'").
 */
export function scaleBarSpan(
  mmPerM: number,
  maxMm: number,
  units: UnitSystem,
  locale: Locale = 'en',
): { readonly metres: number; readonly label: string } {
  if (units === 'metric') {
    const metres = scaleBarLength(mmPerM, maxMm);
    return { metres, label: formatLength(units, locale, metres, 0) };
  }
  let feet = BAR_LENGTHS_FT[0] as number;
  for (const length of BAR_LENGTHS_FT) if (length * METRES_PER_FOOT * mmPerM <= maxMm) feet = length;
  return { metres: feet * METRES_PER_FOOT, label: `${feet}'` };
}
