import type { Locale } from '@plotplan/contract/locale';
import { translate } from './intl';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's way: "1,234.5" in English, "1 234,5" in Russian. */
export function formatNumber(
  locale: Locale,
  value: number,
  options: { readonly decimals: number; readonly fixed?: boolean },
): string {
  const key = `${locale}|${options.decimals}|${options.fixed === true}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: options.fixed === true ? options.decimals : 0,
      maximumFractionDigits: options.decimals,
      // "-0" (a tiny negative rounded away) never reaches the screen.
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** An area in square metres to 0.1: "600.0 m²", "600,0 м²". */
export const formatArea = (locale: Locale, m2: number): string =>
  translate(locale, 'unit.m2', { value: formatNumber(locale, m2, { decimals: 1, fixed: true }) });

/** An area in sotkas (100 m²), as Russian plots are sold: "6.00 sotka", "6,00 сотки". */
export const formatSotka = (locale: Locale, m2: number): string =>
  translate(locale, 'unit.sotka', { value: formatNumber(locale, m2 / 100, { decimals: 2, fixed: true }) });

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateStyles = {
  date: { en: { dateStyle: 'medium' }, ru: { dateStyle: 'short' } },
  dateTime: { en: { dateStyle: 'medium', timeStyle: 'short' }, ru: { dateStyle: 'short', timeStyle: 'short' } },
  time: { en: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, ru: { hour: '2-digit', minute: '2-digit' } },
} as const satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;

/** A date (and time) the language's way: "Nov 26, 2026" in English, "26.11.2026" in Russian. */
export function formatDate(locale: Locale, date: Date | string, style: keyof typeof dateStyles = 'date'): string {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, dateStyles[style][locale]);
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}
