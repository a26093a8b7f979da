import type { Generation, PlotBody } from '@plotplan/contract';
import { generatePlans, packForPlot } from '@plotplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  gardenSelection,
  generationsClient,
  type GenerationsClient,
} from '../../test-support/generation-fixtures.js';
import { projectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// GENERATION_REPRODUCIBLE runs the generator without its clock: a seed gives the same variants on
// any machine and at any load (what the e2e visual snapshots of the gallery rely on).
let testApp: TestApp;
let api: GenerationsClient;
let projectId: number;
let plot: PlotBody;

const plansOf = async (seed: number) => {
  const response = await api.generate({ project: projectId, variants: 2, seed });
  expect(response.statusCode).toBe(201);
  const batch = await api.finished(response.json<Generation[]>().map((g) => g.id));
  return batch.map((g) => g.plan);
};

beforeAll(async () => {
  testApp = await createTestApp({ generations: { threads: 1, reproducible: true } });
  const { headers } = await signedInUser(testApp.app, testApp.database);
  api = generationsClient(testApp.app, headers);
  const project = await projectsClient(testApp.app, headers).created(gardenProject());
  projectId = project.id;
  plot = project['plot'] as PlotBody;
});
afterAll(async () => {
  await testApp.app.close();
});

describe('reproducible generation', () => {
  it('gives the same variants for the same seed, as the unclocked generator does', async () => {
    const first = await plansOf(7);
    const second = await plansOf(7);
    expect(second).toEqual(first);
    const direct = generatePlans(plot, gardenSelection(), packForPlot(plot), {
      variants: 2,
      seed: 7,
      weights: {},
    });
    expect(first.map((plan) => plan?.objects.map((o) => [o.landscape_object, o.x, o.y]))).toEqual(
      direct.map((variant) => variant.plan.objects.map((o) => [o.landscape_object, o.x, o.y])),
    );
  });
});
