import type { LandscapeObjectBody } from '@plotplan/contract';
import { catalogEndpoints } from '@plotplan/contract/endpoints';
import {
  catalogObjects,
  catalogObjectTypes,
  russianObjectNames,
  russianTypeNames,
  type ObjectType,
} from '@plotplan/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';
import { authStore } from '../auth';
import { getLocale } from '../i18n';

export interface Catalog {
  readonly types: readonly ObjectType[];
  readonly objects: readonly LandscapeObjectBody[];
}

/** The bundled catalog, named in the interface's language (as the API names it for the request). */
const bundledCatalog = (): Catalog => {
  const russian = getLocale() === 'ru';
  return {
    types: catalogObjectTypes.map((t) => (russian ? { ...t, name: russianTypeNames[t.code] ?? t.name } : t)),
    objects: catalogObjects.map((o) => ({
      ...o,
      name: russian ? (russianObjectNames[o.code] ?? o.name) : o.name,
      tags: [...o.tags],
      sources: [...o.sources],
    })),
  };
};

/**
 * The catalog from the API for signed-in users; guests, who may not call it, get the same data the
 * server seeds from (the domain package ships it). `bundled`: that data whoever is signed in, for
 * pages that must not touch a session (a shared link's read-only view: an expired session there
 * must not send the visitor to sign in).
 */
export const catalogQuery = ({ bundled = false }: { bundled?: boolean } = {}) =>
  queryOptions({
    // The names come in the interface's language: a switch asks again (LanguageSwitch invalidates).
    queryKey: ['catalog', !bundled && authStore.getState().isAuthenticated ? 'api' : 'bundled', getLocale()],
    queryFn: async ({ signal }): Promise<Catalog> => {
      if (bundled || !authStore.getState().isAuthenticated) return bundledCatalog();
      const [types, objects] = await Promise.all([
        callApi(catalogEndpoints.objectTypes, {}, { signal }),
        callApi(catalogEndpoints.landscapeObjects, {}, { signal }),
      ]);
      return { types, objects };
    },
    staleTime: Infinity,
  });
