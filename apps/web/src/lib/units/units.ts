import type { Locale } from '@plotplan/contract/locale';
import {
  feetAndInchesText,
  formatFeetAndInches,
  METRES_PER_FOOT,
  METRES_PER_INCH,
  SQUARE_METRES_PER_ACRE,
  type UnitSystem,
} from '@plotplan/domain';
import { formatNumber, translate } from '../i18n';

// Lengths and areas in the plot's unit system: metres, or feet and inches (square feet and acres).
// Stored values are always metres; these only show and read them.

const SQ_M_PER_SQ_FT = METRES_PER_FOOT * METRES_PER_FOOT;

/** Feet and whole or fractional inches: 3.81 m -> 12' 6"; `inchDecimals` 2 for an input's value. */
export function feetAndInches(locale: Locale, metres: number, inchDecimals = 0): string {
  // Whole inches read the same in every language: the domain's wording, as the drawings use it.
  if (inchDecimals === 0) return feetAndInchesText(metres);
  // Fractional inches in the language's digits (6,25" in Russian), by the same wording.
  return formatFeetAndInches(metres, inchDecimals, (value, decimals) =>
    formatNumber(locale, value, { decimals, grouping: false }),
  );
}

/**
 * A length as the unit system shows it: "12.25 m" or "40' 2"". `fixed` decimals: a drawing's
 * "24.0 m"; else trailing zeros dropped ("12 m").
 */
export function formatLength(
  system: UnitSystem,
  locale: Locale,
  metres: number,
  decimals = 2,
  fixed = false,
): string {
  return system === 'imperial'
    ? feetAndInches(locale, metres)
    : translate(locale, 'unit.m', {
        value: formatNumber(locale, metres, { decimals, fixed, grouping: false }),
      });
}

/** A length as an input shows it: exact to a hundredth of an inch in imperial ("12' 6.25""). */
export const lengthInputText = (system: UnitSystem, locale: Locale, metres: number): string =>
  system === 'imperial'
    ? feetAndInches(locale, metres, 2)
    : formatNumber(locale, metres, { decimals: 3, grouping: false });

/** An area: "600.0 m²", or square feet and, from a tenth of an acre, acres: "6,458 sq ft (0.15 acres)". */
export function formatAreaIn(system: UnitSystem, locale: Locale, m2: number): string {
  if (system === 'metric') {
    return translate(locale, 'unit.m2', { value: formatNumber(locale, m2, { decimals: 1, fixed: true }) });
  }
  const sqft = translate(locale, 'unit.sqft', {
    value: formatNumber(locale, m2 / SQ_M_PER_SQ_FT, { decimals: 0 }),
  });
  const acres = m2 / SQUARE_METRES_PER_ACRE;
  if (acres < 0.1) return sqft;
  return `${sqft} (${translate(locale, 'unit.acres', { value: formatNumber(locale, acres, { decimals: 2, fixed: true }) })})`;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|[.,]\d+)`;
const toNumber = (text: string) => Number(text.replace(',', '.'));
const patterns: readonly (readonly [RegExp, (...parts: string[]) => number])[] = [
  // 12'6", 12' 6", 12 ft 6 in, 12 feet 6 inches
  [
    new RegExp(
      `^${NUMBER}\\s*(?:'|′|ft|feet|foot|фут\\S*)\\s*${NUMBER}\\s*(?:"|″|in|inch|inches|дюйм\\S*)?$`,
    ),
    (f = '', i = '') => toNumber(f) * METRES_PER_FOOT + toNumber(i) * METRES_PER_INCH,
  ],
  [new RegExp(`^${NUMBER}\\s*(?:'|′|ft|feet|foot|фут\\S*)$`), (f = '') => toNumber(f) * METRES_PER_FOOT],
  [new RegExp(`^${NUMBER}\\s*(?:"|″|in|inch|inches|дюйм\\S*)$`), (i = '') => toNumber(i) * METRES_PER_INCH],
  [new RegExp(`^${NUMBER}\\s*(?:m|м|metres?|meters?|метр\\S*)$`), (m = '') => toNumber(m)],
  [new RegExp(`^${NUMBER}\\s*(?:cm|см)$`), (cm = '') => toNumber(cm) / 100],
  [new RegExp(`^${NUMBER}\\s*(?:mm|мм)$`), (mm = '') => toNumber(mm) / 1000],
];

/**
 * A typed length in metres: `12'6"`, `12 ft 6 in`, `12.5 ft`, `150"`, `3.8 m`, `380 cm`, `3,8 м`;
 * a bare number is in the system's unit (feet in imperial, metres in metric). Undefined: not a length.
 */
export function parseLength(text: string, system: UnitSystem): number | undefined {
  const s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const negative = s.startsWith('-');
  const body = negative ? s.slice(1).trim() : s;
  let metres: number | undefined;
  if (new RegExp(`^${NUMBER}$`).test(body)) {
    metres = toNumber(body) * (system === 'imperial' ? METRES_PER_FOOT : 1);
  } else {
    for (const [pattern, read] of patterns) {
      const match = pattern.exec(body);
      if (match !== null) {
        metres = read(...match.slice(1));
        break;
      }
    }
  }
  if (metres === undefined || !Number.isFinite(metres)) return undefined;
  return negative ? -metres : metres;
}
