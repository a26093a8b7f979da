import type { Generation, PlotBody } from '@plotplan/contract';
import {
  catalogObjects,
  checkPlan,
  isPathTarget,
  packForPlot,
  planMetrics,
  reachableShare,
  reachedObjects,
} from '@plotplan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  gardenSelection,
  generationsClient,
  type GenerationsClient,
} from '../../test-support/generation-fixtures.js';
import { projectsClient, type ProjectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { toViolationBody } from '../plans/index.js';

let testApp: TestApp;
let projects: ProjectsClient;
let api: GenerationsClient;
let projectId: number;
let plot: PlotBody;
let batch: Generation[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { headers } = await signedInUser(testApp.app, testApp.database);
  projects = projectsClient(testApp.app, headers);
  api = generationsClient(testApp.app, headers);
  const project = await projects.created(gardenProject());
  projectId = project.id;
  plot = project['plot'] as PlotBody;
  const response = await api.generate({ project: projectId, variants: 3, seed: 100 });
  expect(response.statusCode).toBe(201);
  const queued = response.json<Generation[]>();
  expect(queued.map((g) => [g.status, g.seed, g.plan])).toEqual([
    ['queued', 100, null],
    ['queued', 101, null],
    ['queued', 102, null],
  ]);
  batch = await api.finished(queued.map((g) => g.id));
});
afterAll(async () => {
  await testApp.app.close();
});

const countsOf = (g: Generation) => {
  const counts = new Map<string, number>();
  for (const object of g.plan?.objects ?? []) {
    counts.set(object.landscape_object, (counts.get(object.landscape_object) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
};

describe('generating plans', () => {
  it('runs every variant to success with the whole selection placed', () => {
    const wanted = Object.fromEntries(gardenSelection().map((item) => [item.landscape_object, item.count]));
    for (const g of batch) {
      expect(g).toMatchObject({ status: 'succeeded', project: projectId, error: null });
      expect(countsOf(g)).toEqual(wanted);
      expect(g.score).toBeGreaterThanOrEqual(0);
      expect(g.score).toBeLessThanOrEqual(1);
      expect(Object.keys(g.score_breakdown ?? {})).toContain('sun');
      expect(g.metrics?.object_count).toBe(12);
      expect(g.duration_ms).toBeGreaterThanOrEqual(0);
      expect(g.finished_at).not.toBeNull();
    }
  });

  it('keeps the path network of each variant in the stored plan, from the entrance on', () => {
    for (const g of batch) {
      if (g.plan === null) throw new Error('no plan');
      expect(g.plan.paths?.length ?? 0).toBeGreaterThan(0);
      expect(reachableShare(plot, g.plan)).toBeGreaterThan(0);
      // Paved paths count in the measured areas.
      expect(g.metrics).toEqual(planMetrics(plot, g.plan));
      // The buildings the paths miss are listed (the kitchen garden counts too): every building the
      // stored paths do not reach, and nothing they reach.
      const reached = new Set(reachedObjects(plot, g.plan));
      const buildings = g.plan.objects.filter((o) => isPathTarget(o, catalogObjects));
      for (const o of buildings) expect(g.unreachable.includes(o.id)).toBe(!reached.has(o.id));
      for (const id of g.unreachable) expect(reached.has(id)).toBe(false);
    }
  });

  it('reports the violations the checker finds on the plot', () => {
    for (const g of batch) {
      if (g.plan === null) throw new Error('no plan');
      const expected = checkPlan(plot, g.plan, packForPlot(plot)).map(toViolationBody);
      expect(g.violations).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });

  it('gives the same plan for the same seed', async () => {
    // A row's seed is its variant's own seed (the batch tries 100, 101, ...): it reproduces the plan.
    const again = await api.generate({ project: projectId, variants: 1, seed: batch[1]?.seed });
    expect(again.statusCode).toBe(201);
    const [repeat] = await api.finished(again.json<Generation[]>().map((g) => g.id));
    expect(repeat?.plan).toEqual(batch[1]?.plan);
    expect(repeat?.score).toBe(batch[1]?.score);
  });

  it('lists the project generations newest batch first, a batch in variant order', async () => {
    const response = await api.list(`?project=${projectId}`);
    expect(response.statusCode).toBe(200);
    const ids = response.json<Generation[]>().map((g) => g.id);
    const [repeated, ...first] = ids;
    expect(first).toEqual(batch.map((g) => g.id));
    expect(repeated).toBeGreaterThan(Math.max(...first));
    expect(ids).toEqual(expect.arrayContaining(batch.map((g) => g.id)));
    expect((await api.list()).json<Generation[]>().length).toBe(ids.length);
  });

  it('names, stars and rates a generation', async () => {
    const id = batch[0]?.id ?? 0;
    const response = await api.patch(id, { name: '  Sunny  ', is_favorite: true, rating: 4, seed: 5 });
    expect(response.statusCode).toBe(200);
    const seed = batch[0]?.seed;
    expect(response.json()).toMatchObject({ id, name: 'Sunny', is_favorite: true, rating: 4, seed });
    expect((await api.patch(id, { rating: null })).json()).toMatchObject({ rating: null, name: 'Sunny' });
    expect((await api.patch(id, { rating: 6 })).statusCode).toBe(400);
    expect((await api.patch(id, { rating: 0 })).statusCode).toBe(400);
    const long = await api.patch(id, { name: 'x'.repeat(200) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ name: ['Ensure this field has no more than 100 characters.'] });
    expect((await api.patch(id, { is_favorite: 'yes' })).statusCode).toBe(400);
  });

  it('applies a generation as a new plan version', async () => {
    const chosen = batch[2];
    const response = await projects.edit(projectId, { generation: chosen?.id });
    expect(response.statusCode).toBe(200);
    const project = response.json();
    expect(project.actual_plan).toEqual(chosen?.plan);
    expect(project.violations).toEqual(chosen?.violations);
    expect(project.metrics).toEqual(chosen?.metrics);
    expect(project.history[0]).toMatchObject({ version: project.plan_version, source: 'generation' });
  });

  it('keeps locked objects of the current plan in place', async () => {
    const current = (await projects.get(projectId)).json();
    const objects = current.actual_plan.objects.map((o: { landscape_object: string }) => ({
      ...o,
      locked: o.landscape_object === 'house_small',
    }));
    expect((await projects.edit(projectId, { plan: { objects } })).statusCode).toBe(200);
    const house = objects.find((o: { locked: boolean }) => o.locked);
    const response = await api.generate({ project: projectId, variants: 2, seed: 7 });
    const done = await api.finished(response.json<Generation[]>().map((g) => g.id));
    for (const g of done) {
      expect(g.status).toBe('succeeded');
      expect(g.plan?.objects).toContainEqual(house);
    }
  });

  it('deletes the generations with their project', async () => {
    const other = await projects.created(gardenProject('Short-lived'));
    const response = await api.generate({ project: other.id, variants: 1 });
    const [made] = response.json<Generation[]>();
    await api.finished([made?.id ?? 0]);
    expect((await projects.remove(other.id)).statusCode).toBe(204);
    expect((await api.get(made?.id ?? 0)).statusCode).toBe(404);
    const left = await testApp.database.db
      .select()
      .from(generations)
      .where(eq(generations.projectId, other.id));
    expect(left).toEqual([]);
  });
});
