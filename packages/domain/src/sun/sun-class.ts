/** Light classes of gardening practice, by mean direct-sun hours per day. */
export type SunClass = 'full' | 'partial' | 'partial_shade' | 'shade';

/** Lower bounds in hours: full sun from 6 h, partial 4-6 h, partial shade 2-4 h, shade below 2 h. */
export const SUN_CLASS_HOURS = { full: 6, partial: 4, partial_shade: 2 } as const;

/** The class of a number of sun hours per day; throws on a negative or non-finite value (e.g. -1). */
export function sunClass(hours: number): SunClass {
  if (!Number.isFinite(hours) || hours < 0) {
    throw new RangeError(`sun hours must be a finite number >= 0, got ${hours}`);
  }
  if (hours >= SUN_CLASS_HOURS.full) return 'full';
  if (hours >= SUN_CLASS_HOURS.partial) return 'partial';
  if (hours >= SUN_CLASS_HOURS.partial_shade) return 'partial_shade';
  return 'shade';
}
