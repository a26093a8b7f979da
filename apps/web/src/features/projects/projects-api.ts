import type { Plan, Plot } from '@plotplan/domain';
import type { Project, ProjectListItem, SelectionItem } from '@plotplan/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface ProjectInput {
  readonly name: string;
  readonly description?: string;
  readonly plot?: Plot | null;
  readonly selection?: readonly SelectionItem[];
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
    queryFn: ({ signal }) => api.get<ProjectListItem[]>('/api/projects/', signal),
  });

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api.get<Project>(`/api/projects/${id}/`, signal),
  });

export const projectsApi = {
  create: (input: ProjectInput) => api.post<Project>('/api/projects/', input),
  patch: (id: number, changes: Partial<ProjectInput> & { version?: number }) =>
    api.request<Project>(`/api/projects/${id}/`, { method: 'PATCH', body: changes }),
  remove: (id: number) => api.request<undefined>(`/api/projects/${id}/`, { method: 'DELETE' }),
  editPlan: (id: number, plan: Plan, baseVersion: number | null, summary?: string) =>
    api.post<Project>(`/api/projects/${id}/edit_actual_plan/`, {
      plan,
      base_version: baseVersion,
      ...(summary === undefined ? {} : { summary }),
    }),
  /** A copy with the same plot, selection and current plan (as its first version). */
  duplicate: async (id: number) => {
    const source = await api.get<Project>(`/api/projects/${id}/`);
    const copy = await projectsApi.create({
      name: `Copy of ${source.name}`.slice(0, 100),
      description: source.description,
      plot: source.plot,
      selection: source.selection,
    });
    if (source.actual_plan === null) return copy;
    return projectsApi.editPlan(copy.id, source.actual_plan, null, `Copied from "${source.name}"`);
  },
};
