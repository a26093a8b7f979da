import type { UnitSystem } from '@plotplan/domain';
import { useLocale, useT } from '../../lib/i18n';
import { formatLength, lengthInputText, parseLength } from '../../lib/units';

/** How a length field shows and reads its value in feet and inches; the value stays in metres. */
export interface LengthReading {
  /** The unit beside the label: "ft, in". */
  readonly unit: string;
  /** The text for a value: "12' 6.25"". */
  readonly show: (metres: number) => string;
  /** The metres typed (`12'6"`, `12.5 ft`, `3.8 m`, a bare number in feet), within the limits. */
  readonly read: (text: string, min?: number, max?: number) => number | undefined;
  /** What is wrong with the text; undefined when it is a length within the limits (or blank, not required). */
  readonly problem: (text: string, min?: number, max?: number, required?: boolean) => string | undefined;
}

// A limit shown in whole inches is up to half an inch off: a length that close is taken as the limit.
const SLACK_M = 0.0127;

/**
 * The feet-and-inches reading of a length field on an imperial plot; undefined on a metric one,
 * where the field stays the number input it always was (metres).
 */
export function useLengthReading(units: UnitSystem | undefined): LengthReading | undefined {
  const t = useT();
  const locale = useLocale();
  if (units !== 'imperial') return undefined;
  const outside = (m: number, min?: number, max?: number) =>
    (min !== undefined && m < min - SLACK_M) || (max !== undefined && m > max + SLACK_M);
  return {
    unit: t('unit.ftIn'),
    show: (metres) => lengthInputText('imperial', locale, metres),
    read: (text, min, max) => {
      const m = parseLength(text, 'imperial');
      if (m === undefined || outside(m, min, max)) return undefined;
      return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, m));
    },
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
  };
}
