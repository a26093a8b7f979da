import type { Catalog } from '../catalog';

export interface ObjectStyle {
  readonly name: string;
  readonly color: string;
}

export type ObjectStyles = ReadonlyMap<string, ObjectStyle>;

export const FALLBACK_OBJECT_COLOR = '#94a3b8';

/** Each catalog object's name and its object type's colour, by catalog code. */
export function objectStylesOf(catalog: Catalog | undefined): ObjectStyles {
  if (catalog === undefined) return new Map();
  const typeColors = new Map(catalog.types.map((t) => [t.id, t.color]));
  return new Map(
    catalog.objects.map((o) => [
      o.code,
      { name: o.name, color: typeColors.get(o.object_type) ?? FALLBACK_OBJECT_COLOR },
    ]),
  );
}

/** The style for a code, falling back to the code itself and a neutral grey. */
export function styleFor(styles: ObjectStyles, code: string, label?: string): ObjectStyle {
  const style = styles.get(code);
  return {
    name: label !== undefined && label !== '' ? label : (style?.name ?? code.replaceAll('_', ' ')),
    color: style?.color ?? FALLBACK_OBJECT_COLOR,
  };
}
