import type { FastifyInstance } from 'fastify';
import { injectAs, type Headers } from './inject-as.js';

/** A 20 x 30 m plot: street along the bottom (edge 0), neighbours on the other three sides. */
export const rectPlot = (overrides: Record<string, unknown> = {}) => ({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  ...overrides,
});

/** A placed object of a catalog kind, axis-aligned. */
export const placed = (
  id: string,
  code: string,
  x: number,
  y: number,
  size: { width?: number; depth?: number; shape?: 'rect' | 'circle' } = {},
) => ({
  id,
  landscape_object: code,
  shape: size.shape ?? 'rect',
  x,
  y,
  width: size.width ?? 6,
  depth: size.depth ?? 6,
});

/** A house well inside the 20 x 30 plot: 7 m from each side and the rear, 12 m from the street. */
export const houseOnly = () => ({ objects: [placed('h1', 'house_small', 10, 15)] });

/** Thin wrappers over inject for the projects API, as one signed-in user. */
export function projectsClient(app: FastifyInstance, headers: Headers) {
  const call = injectAs(app, headers);
  const at = (id: number | string) => `/api/projects/${id}/`;
  return {
    list: () => call('GET', '/api/projects/'),
    create: (body: unknown) => call('POST', '/api/projects/', body),
    get: (id: number | string) => call('GET', at(id)),
    put: (id: number | string, body: unknown, extra?: Headers) => call('PUT', at(id), body, extra),
    patch: (id: number | string, body: unknown, extra?: Headers) => call('PATCH', at(id), body, extra),
    remove: (id: number | string) => call('DELETE', at(id)),
    edit: (id: number | string, body: unknown) => call('POST', `${at(id)}edit_actual_plan/`, body),
    restore: (id: number | string, body: unknown = {}) => call('POST', `${at(id)}set_previous_plan/`, body),
    violations: (id: number | string, query = '') => call('GET', `${at(id)}violations/${query}`),
    /** Creates a project and returns its body; fails loudly on anything but 201. */
    async created(body: unknown): Promise<{ id: number; version: number } & Record<string, unknown>> {
      const response = await call('POST', '/api/projects/', body);
      if (response.statusCode !== 201)
        throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

export type ProjectsClient = ReturnType<typeof projectsClient>;
