import type { LandscapeObjectBody, Locale } from '@plotplan/contract';
import { russianObjectNames, russianTypeNames, type ObjectType } from '@plotplan/domain';

/** The catalog's names in the request's language (English: as stored). */
export function localizedTypes(types: readonly ObjectType[], locale: Locale): ObjectType[] {
  if (locale === 'en') return [...types];
  return types.map((t) => ({ ...t, name: russianTypeNames[t.code] ?? t.name }));
}

export function localizedObjects(
  objects: readonly LandscapeObjectBody[],
  locale: Locale,
): LandscapeObjectBody[] {
  if (locale === 'en') return [...objects];
  return objects.map((o) => ({ ...o, name: russianObjectNames[o.code] ?? o.name }));
}
