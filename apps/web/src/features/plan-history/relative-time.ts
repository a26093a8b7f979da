const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for an ISO time seen at `nowMs`. */
export function relativeTime(iso: string, nowMs: number): string {
  const seconds = (Date.parse(iso) - nowMs) / 1000;
  if (!Number.isFinite(seconds)) return '';
  // Clock skew between server and browser can put a fresh version a little in the future.
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The date and time in the user's time zone, e.g. "Mar 3, 2025, 2:05 PM". */
export function absoluteTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? absolute.format(ms) : iso;
}
