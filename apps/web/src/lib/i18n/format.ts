import type { Locale } from '@plotplan/contract/locale';
import { translate } from './intl';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's way: "1,234.5" in English, "1 234,5" in Russian. */
export function formatNumber(
  locale: Locale,
  value: number,
  options: { readonly decimals: number; readonly fixed?: boolean; readonly grouping?: boolean },
): string {
  const grouping = options.grouping !== false;
  const key = `${locale}|${options.decimals}|${options.fixed === true}|${grouping}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: options.fixed === true ? options.decimals : 0,
      maximumFractionDigits: options.decimals,
      useGrouping: grouping,
      // "-0" (a tiny negative rounded away) never reaches the screen.
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** The language's decimal mark: "." in English, "," in Russian (for text written outside the screen). */
export const decimalMarkOf = (locale: Locale): '.' | ',' =>
  formatNumber(locale, 1.5, { decimals: 1 }).includes(',') ? ',' : '.';

/** An area in square metres to 0.1: "600.0 m²", "600,0 м²" ("1,234.5 m²" unless `grouping` is off). */
export const formatArea = (locale: Locale, m2: number, grouping = true): string =>
  translate(locale, 'unit.m2', { value: formatNumber(locale, m2, { decimals: 1, fixed: true, grouping }) });

/** An area in sotkas (100 m²), as Russian plots are sold: "6.00 sotka", "6,00 сотки". */
export const formatSotka = (locale: Locale, m2: number): string =>
  translate(locale, 'unit.sotka', { value: formatNumber(locale, m2 / 100, { decimals: 2, fixed: true }) });

/** A length in metres to at most `decimals`, trailing zeros dropped: "12.25 m", "12,25 м". */
export const formatMetres = (locale: Locale, metres: number, decimals = 2): string =>
  translate(locale, 'unit.m', { value: formatNumber(locale, metres, { decimals, grouping: false }) });

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateStyles = {
  date: { en: { dateStyle: 'medium' }, ru: { dateStyle: 'short' } },
  dateTime: {
    en: { dateStyle: 'medium', timeStyle: 'short' },
    ru: { dateStyle: 'short', timeStyle: 'short' },
  },
  time: {
    en: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    ru: { hour: '2-digit', minute: '2-digit' },
  },
} as const satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;

/** A date (and time) the language's way: "Nov 26, 2026" in English, "26.11.2026" in Russian. */
export function formatDate(
  locale: Locale,
  date: Date | string,
  style: keyof typeof dateStyles = 'date',
): string {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, dateStyles[style][locale]);
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}
