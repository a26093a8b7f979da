import type { Catalog } from '../../lib/catalog';
import { t } from '../../lib/i18n';
import { FALLBACK_OBJECT_COLOR, FAMILY_STYLES, objectStylesOf } from '../../lib/plan-canvas';
import type { DrawingObjectStyle } from './export/drawing-types';

/**
 * Each catalog object's name, family and the family's fill (the kit's objectStylesOf, as on
 * screen), the legend's group (the family's label, else its type's name) and whether it is a
 * building, by code.
 */
export function drawingStylesOf(catalog: Catalog | undefined): ReadonlyMap<string, DrawingObjectStyle> {
  if (catalog === undefined) return new Map();
  const kit = objectStylesOf(catalog);
  const types = new Map(catalog.types.map((t) => [t.id, t]));
  return new Map(
    catalog.objects.map((o) => {
      const style = kit.get(o.code);
      const family = style?.family;
      return [
        o.code,
        {
          name: o.name,
          color: style?.color ?? FALLBACK_OBJECT_COLOR,
          ...(family === undefined ? {} : { family }),
          type:
            family === undefined
              ? (types.get(o.object_type)?.name ?? t('family.other'))
              : t(FAMILY_STYLES[family].label),
          building: o.tags.includes('building'),
        },
      ];
    }),
  );
}
