import type { LandscapeObjectBody } from '@plotplan/contract';
import { catalogObjects, catalogObjectTypes, type ObjectType } from '@plotplan/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { authStore } from '../../lib/auth';

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
        api.get<ObjectType[]>('/api/object_types/', signal),
        api.get<LandscapeObjectBody[]>('/api/landscape_objects/', signal),
      ]);
      return { types, objects };
    },
    staleTime: Infinity,
  });
