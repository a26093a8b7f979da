import type { Generation } from '@plotplan/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generationKeys,
  generationsApi,
  generationsQuery,
  newestFirst,
  replaceGeneration,
} from './generations-api';
import { isFinished, unfinishedIds } from './progress';

export const POLL_INTERVAL_MS = 700;

/**
 * Polls GET /api/generations/{id}/ every POLL_INTERVAL_MS for each id until it has finished. With a
 * project, each answer also updates that project's generation list.
 */
export function usePolledGenerations(ids: readonly number[], projectId?: number): Generation[] {
  const queryClient = useQueryClient();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: generationKeys.detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const generation = await generationsApi.get(id, signal);
        if (projectId !== undefined)
          queryClient.setQueryData<Generation[]>(generationKeys.list(projectId), (old) =>
            replaceGeneration(old, generation),
          );
        return generation;
      },
      refetchInterval: (query: { state: { data: Generation | undefined } }) =>
        query.state.data !== undefined && isFinished(query.state.data.status) ? false : POLL_INTERVAL_MS,
    })),
    combine: (results) => results.flatMap((r) => (r.data === undefined ? [] : [r.data])),
  });
}

/** A project's generations, newest first; the unfinished ones are polled until they finish. */
export function useProjectGenerations(projectId: number) {
  const list = useQuery(generationsQuery(projectId));
  const generations = newestFirst(list.data ?? []);
  usePolledGenerations(unfinishedIds(generations), projectId);
  return {
    generations,
    isPending: list.isPending,
    isError: list.isError,
    refetch: () => void list.refetch(),
  };
}
