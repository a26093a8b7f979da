import type { Plan, Plot } from '@plotplan/domain';
import { PROJECT_NAME_MAX, type Project, type SelectionItem, type UnitPricesBody } from '@plotplan/contract';
import { projectsEndpoints } from '@plotplan/contract/endpoints';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export interface ProjectInput {
  readonly name: string;
  readonly description?: string;
  readonly plot?: Plot | null;
  readonly selection?: readonly SelectionItem[];
  /** PATCH only: the bill of quantities' unit prices (null clears them). */
  readonly unit_prices?: UnitPricesBody | null;
}

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
};

/** The server answered with the project: show it at once; the list's thumbnail and counts are stale. */
export function storeProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(projectKeys.detail(project.id), project);
  void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
}

export const projectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => callApi(projectsEndpoints.list, {}, { signal }),
  });

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => callApi(projectsEndpoints.get, { params: { id } }, { signal }),
  });

export const projectsApi = {
  create: (input: ProjectInput) => callApi(projectsEndpoints.create, { body: input }),
  patch: (id: number, changes: Partial<ProjectInput> & { version?: number }) =>
    callApi(projectsEndpoints.patch, { params: { id }, body: changes }),
  remove: (id: number) => callApi(projectsEndpoints.remove, { params: { id } }),
  editPlan: (id: number, plan: Plan, baseVersion: number | null, summary?: string) =>
    callApi(projectsEndpoints.editActualPlan, {
      params: { id },
      body: { plan, base_version: baseVersion, ...(summary === undefined ? {} : { summary }) },
    }),
  /** A copy with the same plot, selection, unit prices and current plan (as its first version). */
  duplicate: async (id: number) => {
    const source = await callApi(projectsEndpoints.get, { params: { id } });
    const created = await projectsApi.create({
      name: `Copy of ${source.name}`.slice(0, PROJECT_NAME_MAX),
      description: source.description,
      plot: source.plot,
      selection: source.selection,
    });
    const copy =
      source.unit_prices === null
        ? created
        : await projectsApi.patch(created.id, { unit_prices: source.unit_prices });
    if (source.actual_plan === null) return copy;
    return projectsApi.editPlan(copy.id, source.actual_plan, null, `Copied from "${source.name}"`);
  },
};
