import type { Locale } from '@plotplan/contract/locale';
import type { PlacedObject, UnitSystem } from '@plotplan/domain';
import { formatNumber, translate } from '../i18n';
import { formatLength } from '../units';

const metres = (locale: Locale, value: number) =>
  formatNumber(locale, Number(value.toFixed(1)), { decimals: 1, grouping: false });

/**
 * An object's size as a designer writes it: "6 × 6 m", or "Ø 4 m" for a round one ("6 × 6 м"); on
 * an imperial plot in feet and inches: "19' 8" × 19' 8"".
 */
export function objectSizeText(
  object: Pick<PlacedObject, 'shape' | 'width' | 'depth'>,
  locale: Locale = 'en',
  units: UnitSystem = 'metric',
): string {
  if (units === 'imperial') {
    const ft = (m: number) => formatLength(units, locale, m);
    return object.shape === 'circle' ? `Ø ${ft(object.width)}` : `${ft(object.width)} × ${ft(object.depth)}`;
  }
  const size =
    object.shape === 'circle'
      ? `Ø ${metres(locale, object.width)}`
      : `${metres(locale, object.width)} × ${metres(locale, object.depth)}`;
  return translate(locale, 'unit.m', { value: size });
}

/** "5.5 h of sun a day" (one decimal). */
export const sunHoursText = (hours: number, locale: Locale = 'en'): string =>
  translate(locale, 'canvas.sunHours', {
    hours: formatNumber(locale, Number(hours.toFixed(1)), { decimals: 1, grouping: false }),
  });

/** What hovering or tapping an object tells: its name, its size and, when known, its sun. */
export function objectTooltipLines(
  name: string,
  object: Pick<PlacedObject, 'shape' | 'width' | 'depth'>,
  sunHours?: number,
  locale: Locale = 'en',
  units: UnitSystem = 'metric',
): string[] {
  return [
    name,
    objectSizeText(object, locale, units),
    ...(sunHours === undefined ? [] : [sunHoursText(sunHours, locale)]),
  ];
}
