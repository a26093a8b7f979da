import type { LandscapeObjectBody } from '@plotplan/contract';
import { catalogEndpoints } from '@plotplan/contract/endpoints';
import { catalogObjects, catalogObjectTypes, type ObjectType } from '@plotplan/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';
import { authStore } from '../auth';

export interface Catalog {
  readonly types: readonly ObjectType[];
  readonly objects: readonly LandscapeObjectBody[];
}

/**
 * The catalog from the API for signed-in users; guests, who may not call it, get the same data the
 * server seeds from (the domain package ships it).
 */
export const catalogQuery = () =>
  queryOptions({
    queryKey: ['catalog', authStore.getState().isAuthenticated ? 'api' : 'bundled'],
    queryFn: async ({ signal }): Promise<Catalog> => {
      if (!authStore.getState().isAuthenticated) {
        return {
          types: catalogObjectTypes,
          objects: catalogObjects.map((o) => ({ ...o, tags: [...o.tags], sources: [...o.sources] })),
        };
      }
      const [types, objects] = await Promise.all([
        callApi(catalogEndpoints.objectTypes, {}, { signal }),
        callApi(catalogEndpoints.landscapeObjects, {}, { signal }),
      ]);
      return { types, objects };
    },
    staleTime: Infinity,
  });
