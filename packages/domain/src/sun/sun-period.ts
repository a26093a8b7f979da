const DAY_MS = 86_400_000;

/**
 * The time a sun map covers. Days are calendar dates read in UTC (build them with Date.UTC or
 * growingSeason); each day is then taken as the local solar day at the plot (see localMeanMidnight).
 */
export type SunPeriod =
  | { readonly kind: 'day'; readonly date: Date }
  | { readonly kind: 'range'; readonly from: Date; readonly to: Date };

/** One representative day: `day` is the UTC day number (ms / 86,400,000), `weight` its share (sum 1). */
export interface SampleDay {
  readonly day: number;
  readonly weight: number;
}

/** The growing season of the northern temperate zone: 1 April to 30 September of `year`, inclusive. */
export function growingSeason(year: number): SunPeriod {
  if (!Number.isInteger(year)) throw new RangeError(`year must be an integer, got ${year}`);
  return { kind: 'range', from: new Date(Date.UTC(year, 3, 1)), to: new Date(Date.UTC(year, 8, 30)) };
}

/**
 * Sun geometry repeats yearly to within a few hundredths of a degree, so the default season's year
 * hardly matters; a fixed one keeps the domain free of clocks.
 */
export const DEFAULT_SUN_PERIOD: SunPeriod = growingSeason(2025);

function dayNumber(date: Date, what: string): number {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`${what} must be a valid Date`);
  return Math.floor(ms / DAY_MS);
}

/** Number of calendar days in the period (inclusive). */
export function periodLength(period: SunPeriod): number {
  if (period.kind === 'day') return 1;
  const first = dayNumber(period.from, 'period.from');
  const last = dayNumber(period.to, 'period.to');
  if (last < first) throw new RangeError('period.to must not be before period.from');
  return last - first + 1;
}

/**
 * Stratified day sampling: the period is cut into consecutive blocks of `dayStep` days (the last
 * one may be shorter) and the middle day of each block stands for the whole block, weighted by its
 * length. Day length and the sun's path change smoothly, so a week-long block errs by minutes.
 */
export function sampleDays(period: SunPeriod, dayStep: number): SampleDay[] {
  if (!Number.isInteger(dayStep) || dayStep < 1) {
    throw new RangeError(`dayStep must be a positive integer, got ${dayStep}`);
  }
  if (period.kind === 'day') return [{ day: dayNumber(period.date, 'period.date'), weight: 1 }];
  const total = periodLength(period);
  const first = dayNumber(period.from, 'period.from');
  const days: SampleDay[] = [];
  for (let start = 0; start < total; start += dayStep) {
    const length = Math.min(dayStep, total - start);
    days.push({ day: first + start + Math.floor(length / 2), weight: length / total });
  }
  return days;
}
