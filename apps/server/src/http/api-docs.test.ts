import { validate } from '@readme/openapi-parser';
import { allRoutes } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test-support/test-app.js';
import { commonStatuses } from './openapi-answers.js';

let app: FastifyInstance;
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};
let doc: Doc;
let raw: string;

const operationOf = (method: string, path: string): Operation | undefined =>
  doc.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];

beforeAll(async () => {
  ({ app } = await createTestApp());
  const response = await app.inject({ method: 'GET', url: '/api/schema/' });
  expect(response.statusCode).toBe(200);
  raw = response.body;
  doc = response.json();
});
afterAll(async () => {
  await app.close();
});

describe('API documentation', () => {
  it('is an OpenAPI 3 document that a strict validator accepts (schemas, refs, answers)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // @readme/openapi-parser: the OpenAPI 3.1 meta-schema, every $ref resolved, unique operation
    // parameters, path parameters declared; it gets a copy because it dereferences in place.
    const result = await validate(JSON.parse(raw) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('names its shapes as components and points at no component that is not there', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['ErrorBody', 'FieldErrors', 'Project', 'Plot', 'Plan']));
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('describes the plot with its vehicle gate (`entrance`) and optional wicket, from the zod schema', () => {
    const plot = doc.components.schemas['Plot'] as {
      properties: Record<string, { properties?: Record<string, { minimum?: number; maximum?: number }> }>;
      required?: string[];
    };
    expect(Object.keys(plot.properties)).toEqual(expect.arrayContaining(['entrance', 'wicket']));
    expect(plot.required ?? []).not.toContain('wicket');
    expect(plot.properties['wicket']?.properties?.['width_m']).toMatchObject({ minimum: 0.5, maximum: 3 });
  });

  it('documents every route of the contract with every status it can answer', () => {
    for (const route of allRoutes) {
      const operation = operationOf(route.method, route.path);
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const documented = Object.keys(operation?.responses ?? {}).map(Number);
      const expected = [...Object.keys(route.responses).map(Number), ...commonStatuses(route)];
      expect(documented.sort(), `${route.method} ${route.path}`).toEqual([...new Set(expected)].sort());
      for (const [status, answer] of Object.entries(operation?.responses ?? {})) {
        expect(answer.description, `${route.method} ${route.path} ${status}`).not.toBe('Default Response');
        if (Number(status) >= 400 && Number(status) !== 503 && Number(status) !== 400)
          expect(JSON.stringify(answer.content)).toMatch(/ErrorBody/);
      }
    }
  });

  it('gives 204 answers no body, and public routes no token (security: [])', () => {
    const deleteProject = operationOf('DELETE', '/api/projects/:id/');
    expect(deleteProject?.responses['204']).toEqual({ description: 'No content' });
    expect(operationOf('POST', '/api/token/')?.security).toEqual([]);
    expect(operationOf('GET', '/api/shared/:token/')?.security).toEqual([]);
    expect(operationOf('GET', '/api/projects/')?.security).toEqual([{ bearer: [] }]);
    const byAuth = allRoutes.map((route) => [route.auth, operationOf(route.method, route.path)?.security]);
    for (const [auth, security] of byAuth) expect(security).toEqual(auth ? [{ bearer: [] }] : []);
  });

  it('documents the body of creating a share link (none, or an empty object)', () => {
    const body = operationOf('POST', '/api/projects/:id/share_links/')?.requestBody;
    expect(body?.content['application/json']).toBeDefined();
  });

  it('serves interactive docs at /api/docs/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
