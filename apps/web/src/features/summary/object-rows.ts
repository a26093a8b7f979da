import { formatNumber, getLocale, translate, type MessageKey } from '../../lib/i18n';
import { normalizeDeg, sunClass, type Plan, type SunClass, type UnitSystem } from '@plotplan/domain';
import { formatLength } from '../../lib/units';
import type { ObjectFamily } from '../../lib/plan-canvas';
import { drawingStyleFor } from './export/plan-drawing';
import type { DrawingObjectStyle } from './export/drawing-types';

export interface ObjectRow {
  /** 1-based: the number drawn on objects too small for their name. */
  readonly number: number;
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly color: string;
  /** The drawing kit's family (fill, pattern and symbol), for kinds it knows. */
  readonly family?: ObjectFamily;
  readonly size: string;
  readonly rotation: string;
  readonly sun_hours?: number;
  readonly sun_class?: SunClass;
}

export const sunClassLabel: Record<SunClass, MessageKey> = {
  full: 'summary.sun.full',
  partial: 'summary.sun.partial',
  partial_shade: 'summary.sun.partial_shade',
  shade: 'summary.sun.shade',
};

const metres = (value: number) =>
  formatNumber(getLocale(), Number(value.toFixed(2)), { decimals: 2, grouping: false });

/** "6 x 4 m", "Ø 3 m" ("6 × 4 м"); on an imperial plot "19' 8" x 13' 1"", "Ø 9' 10"". */
function sizeText(object: Plan['objects'][number], units: UnitSystem): string {
  const locale = getLocale();
  const size = (length: (m: number) => string) =>
    object.shape === 'circle'
      ? `Ø ${length(object.width)}`
      : translate(locale, 'unit.size', { width: length(object.width), depth: length(object.depth) });
  if (units === 'imperial') return size((m) => formatLength(units, locale, m));
  return translate(locale, 'unit.m', { value: size(metres) });
}

/** The plan's objects as listed in the summary and the PDF: name, size, rotation and sun hours. */
export function objectRows(
  plan: Plan,
  styles: ReadonlyMap<string, DrawingObjectStyle>,
  sunHours?: Readonly<Record<string, number>>,
  units: UnitSystem = 'metric',
): ObjectRow[] {
  return plan.objects.map((object, i) => {
    const style = drawingStyleFor(styles, object);
    const hours = sunHours?.[object.id];
    const rotation = normalizeDeg(object.rotation_deg);
    return {
      number: i + 1,
      id: object.id,
      name: style.name,
      type: style.type,
      color: style.color,
      ...(style.family === undefined ? {} : { family: style.family }),
      size: sizeText(object, units),
      rotation: object.shape === 'circle' ? '—' : `${Number(rotation.toFixed(1))}°`,
      ...(hours === undefined ? {} : { sun_hours: hours, sun_class: sunClass(hours) }),
    };
  });
}
