import { randomUUID } from 'node:crypto';
import type { Generation, PlotBody } from '@plotplan/contract';
import { checkPlan, MIN_DIVERSITY, packForPlot, planDisplacement } from '@plotplan/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../db/schema.js';
import { bearer, signedInUser, signIn as signInTokens } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  generationsClient,
  impossibleProject,
  insertGenerationRow,
  type GenerationsClient,
} from '../../test-support/generation-fixtures.js';
import { projectsClient } from '../../test-support/project-fixtures.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { toViolationBody } from '../plans/index.js';

// Issue 14: one request runs the generator once for all its variants (so they differ), and a
// selection that cannot fit gives plans that say what was left out instead of plans with errors.

let testApp: TestApp;
let api: GenerationsClient;
let russianApi: GenerationsClient;
let headers: Awaited<ReturnType<typeof signedInUser>>['headers'];

beforeAll(async () => {
  testApp = await createTestApp({ generations: { threads: 1 } });
  ({ headers } = await signedInUser(testApp.app, testApp.database));
  api = generationsClient(testApp.app, headers);
  russianApi = generationsClient(testApp.app, { ...headers, 'accept-language': 'ru-RU,ru;q=0.9' });
});
afterAll(async () => {
  await testApp.app.close();
});

const area = (plot: PlotBody): number => {
  const ring = plot.boundary;
  let twice = 0;
  ring.forEach(([x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [0, 0];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
};

async function generated(project: ReturnType<typeof gardenProject>, variants: number, seed: number) {
  const created = await projectsClient(testApp.app, headers).created(project);
  const response = await api.generate({ project: created.id, variants, seed });
  expect(response.statusCode).toBe(201);
  const queued = response.json<Generation[]>();
  expect(queued.map((g) => g.status)).toEqual(Array(variants).fill('queued'));
  expect(queued.map((g) => g.not_placed)).toEqual(Array(variants).fill([]));
  return {
    plot: created['plot'] as PlotBody,
    done: await api.finished(
      queued.map((g) => g.id),
      60_000,
    ),
  };
}

describe('one generator run per request', () => {
  it('gives 4 distinct plans for a 4-variant request, run as one job, each reproducible', async () => {
    const { plot, done } = await generated(gardenProject(), 4, 40);
    for (const g of done) expect(g).toMatchObject({ status: 'succeeded', not_placed: [], error: null });
    const plans = done.map((g) => g.plan ?? { objects: [] });
    for (let i = 0; i < plans.length; i++) {
      for (let j = i + 1; j < plans.length; j++) {
        const [a, b] = [plans[i] ?? { objects: [] }, plans[j] ?? { objects: [] }];
        expect(planDisplacement(a, b, area(plot))).toBeGreaterThanOrEqual(MIN_DIVERSITY);
      }
    }
    expect(new Set(done.map((g) => g.seed)).size).toBe(4);
    // Best first: the rows are in the generator's order.
    const scores = done.map((g) => g.score ?? 0);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const rows = await testApp.database.db
      .select({ startedAt: generations.startedAt, batch: generations.batch })
      .from(generations)
      .where(
        inArray(
          generations.id,
          done.map((g) => g.id),
        ),
      );
    expect(new Set(rows.map((row) => row.startedAt?.getTime())).size).toBe(1);
    expect(new Set(rows.map((row) => row.batch)).size).toBe(1);
    // A row's seed alone gives its plan again.
    const last = done[3];
    const again = await api.generate({ project: last?.project, variants: 1, seed: last?.seed });
    const [repeat] = await api.finished(again.json<Generation[]>().map((g) => g.id));
    expect(repeat?.plan).toEqual(last?.plan);
  }, 90_000);

  it('places what fits of an impossible selection and lists the rest, scored low', async () => {
    const { plot, done } = await generated(impossibleProject(), 2, 1);
    for (const g of done) {
      expect(g.status).toBe('succeeded');
      if (g.plan === null) throw new Error('no plan');
      const expected = checkPlan(plot, g.plan, packForPlot(plot)).map(toViolationBody);
      expect(g.violations).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(g.violations.filter((v) => v.severity === 'error')).toEqual([]);
      expect(g.not_placed.length).toBeGreaterThan(0);
      expect(g.plan.objects.length + g.not_placed.length).toBe(8);
      for (const n of g.not_placed) {
        expect(n.reason).toMatch(/^The .+ needs .+: there was no such spot left\.$/);
        expect(n.because?.object.code).toBe(n.landscape_object);
      }
      // In Russian: the same reasons, said from their codes.
      const russian = (await russianApi.get(g.id)).json<Generation>();
      expect(russian.not_placed.map((n) => n.id)).toEqual(g.not_placed.map((n) => n.id));
      for (const n of russian.not_placed) {
        expect(n.reason).toMatch(/^«[А-ЯЁ][^»]*»: нужно .+ — такого места не осталось\.$/);
        expect(n.reason).not.toMatch(/[A-Za-z]{2,}/);
      }
      // The score is the soft score times the placed share: never above that share.
      expect(g.score ?? 1).toBeLessThanOrEqual(g.plan.objects.length / 8);
    }
  }, 90_000);
});

describe('a selection of which nothing fits', () => {
  it('fails every variant with the reasons, not empty plans scored on goals nothing tests', async () => {
    const tiny = {
      ...impossibleProject('Nothing fits'),
      selection: [
        { landscape_object: 'house_small', count: 1 },
        { landscape_object: 'bathhouse', count: 1 },
      ],
    };
    tiny.plot.boundary = [
      [0, 0],
      [8, 0],
      [8, 8],
      [0, 8],
    ];
    const created = await projectsClient(testApp.app, headers).created(tiny);
    const response = await api.generate({ project: created.id, variants: 4, seed: 1 });
    expect(response.statusCode).toBe(201);
    const done = await api.finished(
      response.json<Generation[]>().map((g) => g.id),
      60_000,
    );
    for (const g of done) {
      expect(g).toMatchObject({ status: 'failed', plan: null, score: null });
      expect(g.error).toMatch(/^Nothing in the selection could be placed on this plot\. /);
      // Each object left out is named with what it needs, in the order the generator tried them.
      expect(g.error).toContain('The small house needs 3 m from the neighbour boundary');
      expect(g.error).toContain('The bathhouse needs 1 m from the neighbour boundary');
      expect(g.error).toMatch(/Try fewer or smaller objects, or check the plot's size and rules\.$/);
      const russian = (await russianApi.get(g.id)).json<Generation>();
      expect(russian.error).toMatch(/^Ничего из выбранного не удалось разместить на этом участке\. /);
      expect(russian.error).toContain('«Маленький дом»: нужно 3 м от границы с соседями');
      expect(russian.error).toContain('«Баня»: нужно 1 м от границы с соседями');
      expect(russian.error).not.toMatch(/[A-Za-z]{2,}/);
    }
  }, 90_000);
});

describe('restart recovery', () => {
  it('re-runs a batch left queued as one job, its variants distinct', async () => {
    const database = await openTestDatabase();
    const first = await createTestApp({ database: { ...database, close: async () => undefined } });
    const me = await signedInUser(first.app, database);
    const project = await projectsClient(first.app, me.headers).created(gardenProject());
    const batch = randomUUID();
    const garden = gardenProject();
    const ids: number[] = [];
    for (const variant_index of [0, 1, 2]) {
      ids.push(
        await insertGenerationRow(database.db, {
          projectId: project.id,
          ownerId: me.user.id,
          batch,
          seed: 20 + variant_index,
          params: { variant_index, plot: project['plot'] as PlotBody, selection: garden.selection },
        }),
      );
    }
    await first.app.close();
    const second = await createTestApp({ database });
    try {
      const tokens = await signInTokens(second.app, me.user.email, me.user.password);
      const done = await generationsClient(second.app, bearer(tokens.access)).finished(ids, 60_000);
      for (const g of done) expect(g).toMatchObject({ status: 'succeeded', error: null });
      const plans = done.map((g) => g.plan ?? { objects: [] });
      expect(
        planDisplacement(plans[0] ?? { objects: [] }, plans[1] ?? { objects: [] }, 600),
      ).toBeGreaterThanOrEqual(MIN_DIVERSITY);
      const rows = await database.db
        .select({ startedAt: generations.startedAt })
        .from(generations)
        .where(inArray(generations.id, ids));
      expect(new Set(rows.map((row) => row.startedAt?.getTime())).size).toBe(1);
    } finally {
      await second.app.close();
    }
  }, 90_000);
});
