import type { Catalog } from '../../lib/catalog';
import { FALLBACK_OBJECT_COLOR } from '../../lib/plan-canvas';
import type { DrawingObjectStyle } from './export/drawing-types';

/** Each catalog object's name, its type's colour and name, and whether it is a building, by code. */
export function drawingStylesOf(catalog: Catalog | undefined): ReadonlyMap<string, DrawingObjectStyle> {
  if (catalog === undefined) return new Map();
  const types = new Map(catalog.types.map((t) => [t.id, t]));
  return new Map(
    catalog.objects.map((o) => {
      const type = types.get(o.object_type);
      return [
        o.code,
        {
          name: o.name,
          color: type?.color ?? FALLBACK_OBJECT_COLOR,
          type: type?.name ?? 'Other',
          building: o.tags.includes('building'),
        },
      ];
    }),
  );
}
