import type { Locale } from '@plotplan/contract/locale';
import { formatDate, translate } from '../../lib/i18n';

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
const relativeFormat = (locale: Locale): Intl.RelativeTimeFormat => {
  let format = relativeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
};

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for an ISO time seen at `nowMs`. */
export function relativeTime(iso: string, nowMs: number, locale: Locale = 'en'): string {
  const seconds = (Date.parse(iso) - nowMs) / 1000;
  if (!Number.isFinite(seconds)) return '';
  // Clock skew between server and browser can put a fresh version a little in the future.
  if (Math.abs(seconds) < 60) return translate(locale, 'history.justNow');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat(locale).format(Math.round(seconds / size), unit);
  }
  return translate(locale, 'history.justNow');
}

/** The date and time in the user's time zone, e.g. "Mar 3, 2025, 2:05 PM". */
export function absoluteTime(iso: string, locale: Locale = 'en'): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? formatDate(locale, new Date(ms), 'dateTime') : iso;
}
