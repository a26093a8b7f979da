import type { Generation } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  generationsClient,
  insertGenerationRow,
  type GenerationsClient,
} from '../../test-support/generation-fixtures.js';
import { projectsClient, rectPlot, type ProjectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let projects: ProjectsClient;
let api: GenerationsClient;
let otherApi: GenerationsClient;
let ownProject: number;
let othersProject: number;
let othersGeneration: number;
let myId: number;

const notFound = { detail: 'Not found.', code: 'not_found' };

beforeAll(async () => {
  testApp = await createTestApp();
  const me = await signedInUser(testApp.app, testApp.database);
  const other = await signedInUser(testApp.app, testApp.database);
  myId = me.user.id;
  projects = projectsClient(testApp.app, me.headers);
  api = generationsClient(testApp.app, me.headers);
  otherApi = generationsClient(testApp.app, other.headers);
  ownProject = (await projects.created(gardenProject())).id;
  othersProject = (await projectsClient(testApp.app, other.headers).created(gardenProject())).id;
  const made = await otherApi.generate({ project: othersProject, variants: 1, seed: 3 });
  othersGeneration = made.json<Generation[]>()[0]?.id ?? 0;
  await otherApi.finished([othersGeneration]);
});
afterAll(async () => {
  await testApp.app.close();
});

describe('generate_plan input', () => {
  it('answers 404 for an unknown project and for another user’s', async () => {
    for (const project of [999_999, othersProject]) {
      const response = await api.generate({ project });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('refuses variants outside 1-8 and a bad project field', async () => {
    for (const variants of [0, 9, 1.5]) {
      const response = await api.generate({ project: ownProject, variants });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('variants');
    }
    expect((await api.generate({ project: 'x' })).json()).toHaveProperty('project');
    expect((await api.generate({ project: ownProject, weights: { sun: 2 } })).statusCode).toBe(400);
  });

  it('needs a plot and a selection first', async () => {
    const bare = await projects.created({ name: 'Empty' });
    const noObjects = await projects.created({ name: 'No objects', plot: rectPlot() });
    for (const project of [bare.id, noObjects.id]) {
      const response = await api.generate({ project });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ project: ['Describe the plot and choose objects first.'] });
    }
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/generate_plan/',
      payload: { project: ownProject },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading generations', () => {
  it('hides another user’s generations and projects', async () => {
    expect((await api.get(othersGeneration)).json()).toEqual(notFound);
    expect((await api.patch(othersGeneration, { name: 'Mine' })).statusCode).toBe(404);
    expect((await api.list(`?project=${othersProject}`)).statusCode).toBe(404);
    expect((await api.list()).json()).toEqual([]);
    expect((await otherApi.get(othersGeneration)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids, 400 for a bad project filter', async () => {
    for (const id of ['999999', 'abc', '0', '1.5']) expect((await api.get(id)).statusCode).toBe(404);
    const bad = await api.list('?project=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ project: ['A valid integer is required.'] });
  });
});

describe('applying a generation', () => {
  it('refuses one of another project, another user, or one not finished', async () => {
    const queued = await insertGenerationRow(testApp.database.db, {
      projectId: ownProject,
      ownerId: myId,
      status: 'held',
    });
    for (const generation of [othersGeneration, queued, 999_999]) {
      const response = await projects.edit(ownProject, { generation });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        generation: ['No finished generation with this id in this project.'],
      });
    }
  });
});

describe('the per-user limit', () => {
  it('answers 429 with Retry-After beyond 16 unfinished generations', async () => {
    const project = (await projects.created(gardenProject('Busy'))).id;
    // Rows another (live) instance holds stay running, so the count is exact: 1 from above + 11 + 4 = 16.
    for (let i = 0; i < 11; i++) {
      await insertGenerationRow(testApp.database.db, { projectId: project, ownerId: myId, status: 'held' });
    }
    const full = await api.generate({ project, variants: 5 });
    expect(full.statusCode).toBe(429);
    expect(full.headers['retry-after']).toBe('5');
    expect(full.json()).toEqual({
      detail: 'Too many generations are running. Wait for them to finish.',
      code: 'throttled',
    });
    const fits = await api.generate({ project, variants: 4 });
    expect(fits.statusCode).toBe(201);
    await api.finished(fits.json<Generation[]>().map((g) => g.id));
    expect((await api.generate({ project, variants: 5 })).statusCode).toBe(429);
    expect((await otherApi.generate({ project: othersProject, variants: 8 })).statusCode).toBe(201);
  });
});
