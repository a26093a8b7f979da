import type { UnitSystem } from '@plotplan/domain';
import { rounded } from '../../lib/text';
import { formatNumber, useLocale, useT, type Translate } from '../../lib/i18n';
import { formatLength, lengthInputText, parseLength } from '../../lib/units';
import { parseNumber } from './number-input';

/**
 * How a number field shows and reads its value: a plain number (metres on a metric plot, degrees,
 * anything else), or feet and inches for a length on an imperial plot; the value stays in metres.
 */
export interface LengthReading {
  /** The unit beside the label: "m", "°", or "ft, in". */
  readonly unit: string | undefined;
  /** A text input (feet and inches: `12' 6"`), not a number one. */
  readonly textual: boolean;
  /** The text for a value: "12.25", or "12' 6.25"". */
  readonly show: (value: number) => string;
  /** The value typed (imperial: `12'6"`, `12.5 ft`, `3.8 m`, a bare number in feet, within the limits). */
  readonly read: (text: string, min?: number, max?: number) => number | undefined;
  /** What is wrong with the text; undefined when it is a value within the limits (or blank, not required). */
  readonly problem: (text: string, min?: number, max?: number, required?: boolean) => string | undefined;
  /** The text already says the value ("12." is 12; blank is no value or 0): a value from outside keeps it. */
  readonly says: (text: string, value: number | undefined, min?: number, max?: number) => boolean;
}

// A limit shown in whole inches is up to half an inch off: a length that close is taken as the limit.
const SLACK_M = 0.0127;

/** The plain number reading: the input's own number, shown to `decimals` decimals. */
function numberReading(
  unit: string | undefined,
  decimals: number,
  t: Translate,
  limit: (value: number) => string,
): LengthReading {
  return {
    unit,
    textual: false,
    show: (value) => rounded(value, decimals),
    read: (text) => parseNumber(text),
    problem: (text, min, max, required = true) => {
      const typed = parseNumber(text);
      if (typed === undefined) return required || text.trim() !== '' ? t('unit.enterNumber') : undefined;
      const outside = (min !== undefined && typed < min) || (max !== undefined && typed > max);
      return outside
        ? t('unit.numberRange', {
            min: min === undefined ? '' : limit(min),
            max: max === undefined ? '' : limit(max),
          })
        : undefined;
    },
    says: (text, value) => Number(text) === value || (text.trim() === '' && value === undefined),
  };
}

/**
 * How a number field reads: feet and inches for a length on an imperial plot (`units` 'imperial'),
 * else the plain number input it always was, with `unit` beside its label.
 */
export function useLengthReading(
  units: UnitSystem | undefined,
  unit: string | undefined,
  decimals: number,
): LengthReading {
  const t = useT();
  const locale = useLocale();
  if (units !== 'imperial') {
    return numberReading(unit, decimals, t, (v) => formatNumber(locale, v, { decimals: 3, grouping: false }));
  }
  const outside = (m: number, min?: number, max?: number) =>
    (min !== undefined && m < min - SLACK_M) || (max !== undefined && m > max + SLACK_M);
  const read = (text: string, min?: number, max?: number) => {
    const m = parseLength(text, 'imperial');
    if (m === undefined || outside(m, min, max)) return undefined;
    return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, m));
  };
  return {
    unit: t('unit.ftIn'),
    textual: true,
    show: (metres) => lengthInputText('imperial', locale, metres),
    read,
    problem: (text, min, max, required = true) => {
      if (text.trim() === '') return required ? t('unit.enterLength') : undefined;
      const m = parseLength(text, 'imperial');
      if (m === undefined) return t('unit.enterLength');
      if (!outside(m, min, max)) return undefined;
      return t('unit.lengthRange', {
        min: min === undefined ? '' : formatLength('imperial', locale, min),
        max: max === undefined ? '' : formatLength('imperial', locale, max),
      });
    },
    says: (text, value, min, max) =>
      text.trim() === '' ? value === undefined || value === 0 : read(text, min, max) === value,
  };
}
