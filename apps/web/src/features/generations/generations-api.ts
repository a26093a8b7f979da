import { defaultGenerationNumbers, type GeneratePlanRequest, type Generation } from '@plotplan/contract';
import { generationsEndpoints, projectsEndpoints } from '@plotplan/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { t } from '../../lib/i18n';

export interface GenerationChanges {
  readonly name?: string;
  readonly is_favorite?: boolean;
  readonly rating?: number | null;
}

export const generationKeys = {
  all: ['generations'] as const,
  list: (projectId: number) => [...generationKeys.all, 'list', projectId] as const,
  detail: (id: number) => [...generationKeys.all, 'detail', id] as const,
};

/** A project's generations, newest batch first (the server's order, kept). */
export const generationsQuery = (projectId: number) =>
  queryOptions({
    queryKey: generationKeys.list(projectId),
    queryFn: ({ signal }) =>
      callApi(generationsEndpoints.list, { query: { project: projectId } }, { signal }),
  });

export const generationsApi = {
  get: (id: number, signal?: AbortSignal) =>
    callApi(generationsEndpoints.get, { params: { id } }, signal === undefined ? {} : { signal }),
  generate: (request: GeneratePlanRequest) => callApi(generationsEndpoints.generate, { body: request }),
  patch: (id: number, changes: GenerationChanges) =>
    callApi(generationsEndpoints.patch, { params: { id }, body: changes }),
  apply: (projectId: number, generation: number, baseVersion: number | null) =>
    callApi(projectsEndpoints.editActualPlan, {
      params: { id: projectId },
      body: { generation, base_version: baseVersion },
    }),
};

/**
 * Newest batch first, a batch's variants in order: by creation time (a batch's rows share it), then
 * by id.
 */
export function newestFirst(generations: readonly Generation[]): Generation[] {
  return [...generations].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
}

/** The list with `updated` in place of the generation of the same id (others unchanged). */
export function replaceGeneration(list: readonly Generation[] | undefined, updated: Generation) {
  return list?.map((g) => (g.id === updated.id ? updated : g));
}

/** The list with the new generations first, replacing any with the same ids. */
export function prependGenerations(list: readonly Generation[] | undefined, added: readonly Generation[]) {
  const ids = new Set(added.map((g) => g.id));
  return [...added, ...(list ?? []).filter((g) => !ids.has(g.id))];
}

/**
 * What the UI calls a generation: its name, the server's own ("Batch 3 - Variant 2") said in the
 * interface's language, or "Variant #id" when it has none (unique too: the server numbers variants
 * per batch, not by id).
 */
export function displayName(generation: Pick<Generation, 'id' | 'name'>): string {
  const name = generation.name.trim();
  if (name === '') return t('gen.variantNumber', { id: generation.id });
  const numbers = defaultGenerationNumbers(name);
  return numbers === undefined
    ? name
    : t('gen.batchVariant', { batch: String(numbers.batch), variant: String(numbers.variant) });
}

/** A succeeded variant as the editor's canvas previews it (read-only, not applied). */
export function variantPreview(generation: Generation) {
  return {
    name: displayName(generation),
    plan: generation.plan ?? { objects: [] },
    violations: generation.violations,
  };
}

/** Error and warning counts of a list of violations. */
export function violationCounts(violations: readonly { severity: 'error' | 'warning' }[]) {
  const errors = violations.filter((v) => v.severity === 'error').length;
  return { errors, warnings: violations.length - errors };
}
