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

const conflictBody = {
  detail: 'This project was changed by someone else. Reload it and try again.',
  code: 'conflict',
};

/** A project already written once, so version 1 is stale and version 2 current. */
async function writtenOnce() {
  const project = await api.created({ name: 'Shared', plot: rectPlot() });
  const current = (await api.patch(project.id, { description: 'first write' })).json();
  expect(current.version).toBe(2);
  return current as { id: number; version: number } & Record<string, unknown>;
}

describe('optimistic concurrency', () => {
  it('refuses a PUT with a stale body version and changes nothing', async () => {
    const current = await writtenOnce();
    const response = await api.put(current.id, { ...current, name: 'Lost update', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflictBody);
    expect((await api.get(current.id)).json()).toEqual(current);
  });

  it.each(['"1"', '1', 'W/"1"', '"garbage"'])(
    'refuses a PATCH with If-Match %s and changes nothing',
    async (tag) => {
      const current = await writtenOnce();
      const response = await api.patch(current.id, { name: 'Lost update' }, { 'if-match': tag });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(conflictBody);
      expect((await api.get(current.id)).json()).toEqual(current);
    },
  );

  it.each(['"2"', '2', 'W/"2"', '*', '"1", "2"'])(
    'accepts If-Match %s when version 2 is current',
    async (tag) => {
      const current = await writtenOnce();
      const response = await api.patch(current.id, { name: 'Fresh' }, { 'if-match': tag });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Fresh', version: 3 });
      expect(response.headers['etag']).toBe('"3"');
    },
  );

  it('accepts the current body version and bumps it', async () => {
    const current = await writtenOnce();
    const response = await api.put(current.id, { ...current, name: 'Fresh', version: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Fresh', version: 3 });
  });

  it('refuses when the body version and If-Match disagree', async () => {
    const current = await writtenOnce();
    const response = await api.patch(current.id, { name: 'Which?', version: 2 }, { 'if-match': '"1"' });
    expect(response.statusCode).toBe(409);
    expect((await api.get(current.id)).json()).toEqual(current);
  });

  it('lets exactly one of two simultaneous writes of the same version through', async () => {
    const current = await writtenOnce();
    const responses = await Promise.all([
      api.patch(current.id, { name: 'Tab A', version: 2 }),
      api.patch(current.id, { name: 'Tab B', version: 2 }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)?.json();
    expect((await api.get(current.id)).json()).toMatchObject({ name: winner.name, version: 3 });
  });

  it('refuses edit_actual_plan on a stale base_version and changes nothing', async () => {
    const project = await api.created({ name: 'Plans', plot: rectPlot() });
    await api.edit(project.id, { plan: houseOnly(), base_version: null });
    const current = (await api.edit(project.id, { plan: { objects: [] }, base_version: 1 })).json();
    expect(current.plan_version).toBe(2);
    for (const base_version of [1, null, 7]) {
      const response = await api.edit(project.id, { plan: houseOnly(), base_version });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(conflictBody);
    }
    expect((await api.get(project.id)).json()).toEqual(current);
  });

  it('numbers simultaneous plan edits one after another', async () => {
    const project = await api.created({ name: 'Busy', plot: rectPlot() });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api.edit(project.id, { plan: houseOnly() })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const history = (await api.get(project.id)).json().history as {
      version: number;
      parent: number | null;
    }[];
    expect(history.map((h) => h.version)).toEqual([5, 4, 3, 2, 1]);
    expect(history.map((h) => h.parent)).toEqual([4, 3, 2, 1, null]);
  });
});
