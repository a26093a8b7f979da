import type { Locale } from '@plotplan/contract/locale';
import type { UnitSystem } from '@plotplan/domain';
import { formatArea, formatDate, translatorFor, type Translate } from '../../../lib/i18n';
import { formatAreaIn, formatLength } from '../../../lib/units';
import { A3_LANDSCAPE, A4_LANDSCAPE, type Sheet } from './drawing-layout';

// The drawing's own words (title block, legend, key, scale, dimensions) in the project's
// language, from the message catalogue. English stays as it always printed.

/** `t` in the drawing's language (the project's, not always the interface's). */
export const drawingT = translatorFor;

/** A dimension's figure: "12.25 m" ("12,25 м"), or feet and inches on an imperial plot. */
export const dimensionText = (locale: Locale, units: UnitSystem, metres: number, decimals = 2): string =>
  formatLength(units, locale, metres, decimals, true);

/** The plot's area in the title block: "600.0 m²" (never grouped), or square feet and acres. */
export const plotAreaText = (locale: Locale, units: UnitSystem, m2: number): string =>
  units === 'imperial' ? formatAreaIn(units, locale, m2) : formatArea(locale, m2, false);

/** A date as the language writes it: English plans keep the ISO date ("2025-05-04"), Russian "04.05.2025". */
const dateStyles: Record<Locale, (iso: string) => string> = {
  en: (iso) => iso,
  ru: (iso) => {
    const [y, m, d] = iso.split('-').map(Number);
    // Read as a local date: "2025-05-04" parsed alone is UTC midnight, a day early west of Greenwich.
    const local = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
    return Number.isNaN(local.getTime()) ? iso : formatDate('ru', local);
  },
};

export const drawingDate = (locale: Locale, iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? dateStyles[locale](iso) : iso;

/** "A4 portrait", "A3 landscape" ("A4, книжная"), or the size in millimetres. */
const PAPERS = [
  ['A3', A3_LANDSCAPE],
  ['A4', A4_LANDSCAPE],
] as const;

export function sheetName(sheet: Sheet, t: Translate): string {
  const long = Math.max(sheet.width_mm, sheet.height_mm);
  const short = Math.min(sheet.width_mm, sheet.height_mm);
  const landscape = sheet.width_mm >= sheet.height_mm;
  for (const [paper, size] of PAPERS)
    if (long === size.width_mm && short === size.height_mm)
      return t(landscape ? 'drawing.sheetLandscape' : 'drawing.sheetPortrait', { paper });
  return t('drawing.sheetMm', { width: String(sheet.width_mm), height: String(sheet.height_mm) });
}
