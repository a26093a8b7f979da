import { UNKNOWN_OBJECT } from '@plotplan/contract/drawing';
import type { Catalog } from '../catalog';
import { FAMILY_STYLES, familyOf, type ObjectFamily } from './object-families';

export interface ObjectStyle {
  readonly name: string;
  /** The family's fill (a neutral grey for kinds the drawing kit does not know). */
  readonly color: string;
  /** How the object is drawn: pattern and plan symbol (object-families.ts). */
  readonly family?: ObjectFamily;
}

export type ObjectStyles = ReadonlyMap<string, ObjectStyle>;

export const FALLBACK_OBJECT_COLOR = UNKNOWN_OBJECT.fill;

/** Each catalog object's name, drawing family and the family's colour, by catalog code. */
export function objectStylesOf(catalog: Catalog | undefined): ObjectStyles {
  if (catalog === undefined) return new Map();
  const typeCodes = new Map(catalog.types.map((t) => [t.id, t.code]));
  return new Map(
    catalog.objects.map((o) => {
      const family = familyOf(o.code, typeCodes.get(o.object_type));
      const style: ObjectStyle =
        family === undefined
          ? { name: o.name, color: FALLBACK_OBJECT_COLOR }
          : { name: o.name, color: FAMILY_STYLES[family].fill, family };
      return [o.code, style];
    }),
  );
}

/**
 * The style for a code, falling back to the code itself; a code missing from the catalog is still
 * drawn by its family when the kit knows the code (a plan opened before the catalog loaded).
 */
export function styleFor(styles: ObjectStyles, code: string, label?: string): ObjectStyle {
  const style = styles.get(code);
  const name = label !== undefined && label !== '' ? label : (style?.name ?? code.replaceAll('_', ' '));
  if (style !== undefined) return { ...style, name };
  const family = familyOf(code);
  return family === undefined
    ? { name, color: FALLBACK_OBJECT_COLOR }
    : { name, color: FAMILY_STYLES[family].fill, family };
}
