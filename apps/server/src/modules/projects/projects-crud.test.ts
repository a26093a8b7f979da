import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  houseOnly,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let api: ProjectsClient;

beforeAll(async () => {
  testApp = await createTestApp();
  api = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
});
afterAll(async () => {
  await testApp.app.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('projects CRUD', () => {
  it('creates a bare project with defaults', async () => {
    const response = await api.create({ name: '  Dacha  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Dacha',
      description: '',
      plot: null,
      selection: [],
      actual_plan: null,
      plan_version: null,
      violations: [],
      violation_count: 0,
      metrics: null,
      unit_prices: null,
      history: [],
      version: 1,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    expect(response.headers['etag']).toBe('"1"');
  });

  it('creates a project with a plot and a selection, storing the plot normalised', async () => {
    // Clockwise: stored counter-clockwise, with the edge descriptions renumbered to match.
    const plot = rectPlot({
      boundary: [
        [0, 0],
        [0, 30],
        [20, 30],
        [20, 0],
      ],
      edges: [{ kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'street' }],
    });
    const response = await api.create({
      name: 'Plot',
      description: 'By the lake',
      plot,
      selection: [{ landscape_object: 'house_small', count: 1 }],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.plot.boundary).toEqual([
      [0, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ]);
    expect(body.plot.edges.map((e: { kind: string }) => e.kind)).toEqual([
      'street',
      'neighbor',
      'neighbor',
      'neighbor',
    ]);
    expect(body.plot).toMatchObject({ north_deg: 0, rule_pack: 'ru-snt', protected_areas: [] });
    expect(body.selection).toEqual([{ landscape_object: 'house_small', count: 1 }]);
    expect(body.metrics).toEqual({
      plot_area_m2: 600,
      built_up_m2: 0,
      paved_m2: 0,
      green_m2: 600,
      free_m2: 600,
      object_count: 0,
    });
  });

  it('reads a project back as created', async () => {
    const created = await api.created({ name: 'Read me', plot: rectPlot() });
    const response = await api.get(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('replaces with PUT, ignoring read-only and unknown fields, and bumps version and updated_at', async () => {
    const created = await api.created({ name: 'Before', description: 'old', plot: rectPlot() });
    // Timestamps are sent to the millisecond: let one pass so the bump shows.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await api.put(created.id, {
      ...created,
      id: 999_999,
      name: 'After',
      description: 'new',
      plan_version: 42,
      created_at: '2000-01-01T00:00:00.000Z',
      surprise: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: created.id, name: 'After', description: 'new', plan_version: null });
    expect(body.version).toBe(created.version + 1);
    expect(body.created_at).toBe(created['created_at']);
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse(String(created['updated_at'])));
    expect(body.plot).toEqual(created['plot']);
    expect(response.headers['etag']).toBe(`"${body.version}"`);
  });

  it('PUT resets left-out defaulted fields and keeps a left-out plot', async () => {
    const created = await api.created({
      name: 'Full',
      description: 'something',
      plot: rectPlot(),
      selection: [{ landscape_object: 'well', count: 1 }],
    });
    const body = (await api.put(created.id, { name: 'Full' })).json();
    expect(body).toMatchObject({ description: '', selection: [] });
    expect(body.plot).toEqual(created['plot']);
  });

  it('patches single fields and can clear the plot', async () => {
    const created = await api.created({ name: 'Patch me', plot: rectPlot() });
    const renamed = await api.patch(created.id, { name: 'Patched' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Patched', description: '', version: 2 });
    expect(renamed.json().plot).toEqual(created['plot']);
    const cleared = (await api.patch(created.id, { plot: null })).json();
    expect(cleared).toMatchObject({ name: 'Patched', plot: null, metrics: null, version: 3 });
  });

  it('deletes a project: 204, then 404', async () => {
    const created = await api.created({ name: 'Doomed' });
    const response = await api.remove(created.id);
    expect(response.statusCode).toBe(204);
    expect((await api.get(created.id)).statusCode).toBe(404);
    expect((await api.remove(created.id)).statusCode).toBe(404);
  });

  it.each(['abc', '1.5', '0', '-1', '99999999999', '1e3'])('answers id %s with 404', async (id) => {
    const response = await api.get(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers an unknown id with 404 on every endpoint', async () => {
    const missing = 2_000_000_000;
    for (const response of [
      await api.get(missing),
      await api.put(missing, { name: 'x' }),
      await api.patch(missing, { name: 'x' }),
      await api.remove(missing),
      await api.edit(missing, { plan: houseOnly() }),
      await api.restore(missing),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('wants a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/projects/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('documents every route under the projects tag with bearer security', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    const operations = [
      doc.paths['/api/projects/'].get,
      doc.paths['/api/projects/'].post,
      doc.paths['/api/projects/{id}/'].get,
      doc.paths['/api/projects/{id}/'].put,
      doc.paths['/api/projects/{id}/'].patch,
      doc.paths['/api/projects/{id}/'].delete,
      doc.paths['/api/projects/{id}/edit_actual_plan/'].post,
      doc.paths['/api/projects/{id}/set_previous_plan/'].post,
    ];
    for (const operation of operations) {
      expect(operation.tags).toEqual(['projects']);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(operation.summary).toEqual(expect.any(String));
    }
  });
});
