import type { Generation } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  generationsClient,
  type GenerationsClient,
} from '../../test-support/generation-fixtures.js';
import { projectsClient, type ProjectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Issue 15: variant names stay unique across a project's batches, and the gallery reads in order.
// Names and order are fixed when the batch is requested: the test does not wait for the runs.

let testApp: TestApp;
let projects: ProjectsClient;
let api: GenerationsClient;

beforeAll(async () => {
  testApp = await createTestApp({ generations: { threads: 1 } });
  const me = await signedInUser(testApp.app, testApp.database);
  projects = projectsClient(testApp.app, me.headers);
  api = generationsClient(testApp.app, me.headers);
});
afterAll(async () => {
  await testApp.app.close();
});

async function requested(project: number, variants: number): Promise<Generation[]> {
  const response = await api.generate({ project, variants, seed: 5 });
  expect(response.statusCode).toBe(201);
  return response.json<Generation[]>();
}

describe('batch names', () => {
  it('numbers each request of a project as the next batch, per project', async () => {
    const garden = (await projects.created(gardenProject('Named'))).id;
    const other = (await projects.created(gardenProject('Other'))).id;
    const first = await requested(garden, 2);
    const second = await requested(garden, 3);
    const elsewhere = await requested(other, 1);
    expect(first.map((g) => g.name)).toEqual(['Batch 1 - Variant 1', 'Batch 1 - Variant 2']);
    expect(second.map((g) => g.name)).toEqual([
      'Batch 2 - Variant 1',
      'Batch 2 - Variant 2',
      'Batch 2 - Variant 3',
    ]);
    expect(elsewhere.map((g) => g.name)).toEqual(['Batch 1 - Variant 1']);

    // A third batch after a rename still counts batches, not names.
    const renamed = first[0]?.id ?? 0;
    expect((await api.patch(renamed, { name: 'Keeper' })).statusCode).toBe(200);
    const third = await requested(garden, 1);
    expect(third.map((g) => g.name)).toEqual(['Batch 3 - Variant 1']);

    // Newest batch first; within a batch, the variants in order.
    const listed = (await api.list(`?project=${garden}`)).json<Generation[]>();
    expect(listed.map((g) => g.name)).toEqual([
      'Batch 3 - Variant 1',
      'Batch 2 - Variant 1',
      'Batch 2 - Variant 2',
      'Batch 2 - Variant 3',
      'Keeper',
      'Batch 1 - Variant 2',
    ]);
  });
});
