import type { GeneratePlanRequest, Generation } from '@plotplan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { t } from '../../lib/i18n';
import { reportError } from '../../lib/forms/report-error';
import { projectKeys, storeProject } from '../projects';
import {
  displayName,
  generationKeys,
  generationsApi,
  prependGenerations,
  replaceGeneration,
  type GenerationChanges,
} from './generations-api';

/** POST /api/generate_plan/: the new (unfinished) generations go to the top of the list. */
export function useGenerate(projectId: number, onStarted: (generations: Generation[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GeneratePlanRequest) => generationsApi.generate(request),
    onSuccess: (generations) => {
      queryClient.setQueryData<Generation[]>(generationKeys.list(projectId), (old) =>
        prependGenerations(old, generations),
      );
      onStarted(generations);
    },
    onError: (error) => reportError(t('gen.startFailed'), error),
  });
}

/** PATCH name / is_favorite / rating, shown at once and rolled back when the server refuses. */
export function usePatchGeneration(projectId: number) {
  const queryClient = useQueryClient();
  const key = generationKeys.list(projectId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: GenerationChanges }) =>
      generationsApi.patch(id, changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Generation[]>(key);
      queryClient.setQueryData<Generation[]>(key, (old) =>
        old?.map((g) => (g.id === id ? { ...g, ...changes } : g)),
      );
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
      reportError(t('gen.saveFailed'), error);
    },
    onSuccess: (generation) => {
      queryClient.setQueryData<Generation[]>(key, (old) => replaceGeneration(old, generation));
    },
  });
}

/** POST edit_actual_plan with a generation: the project's current plan becomes that variant. */
export function useApplyGeneration(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ generation, baseVersion }: { generation: Generation; baseVersion: number | null }) =>
      generationsApi.apply(projectId, generation.id, baseVersion),
    onSuccess: (project, { generation }) => {
      storeProject(queryClient, project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      notify.success(t('gen.applied'), t('gen.appliedDetail', { name: displayName(generation) }));
    },
    onError: (error) => {
      reportError(t('gen.applyFailed'), error);
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    },
  });
}
