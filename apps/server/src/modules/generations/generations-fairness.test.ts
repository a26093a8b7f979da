import { MAX_PLAN_OBJECTS, type Generation } from '@plotplan/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { generations, projects } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { gardenProject, generationsClient, heavyProject } from '../../test-support/generation-fixtures.js';
import { projectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Issue 16 defect 7: one global FIFO let a user's batches hold another user's small job until they
// had all run; the queue had no cap across users; a selection whose plan could never be stored
// (more than 500 objects) was accepted and ground through the generator.

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.app.close();
  testApp = undefined;
});

/** An app with one worker thread (jobs run one at a time) and a short generator budget. */
async function start(settings: { maxQueued?: number } = {}) {
  const app = await createTestApp({ generations: { threads: 1, budgetMs: 100, ...settings } });
  testApp = app;
  const user = async (project: ReturnType<typeof gardenProject>) => {
    const { headers, user: me } = await signedInUser(app.app, app.database);
    const created = await projectsClient(app.app, headers).created(project);
    return { me, headers, project: created, api: generationsClient(app.app, headers) };
  };
  return { app, user };
}

const ids = (response: { json: <T>() => T }) => response.json<Generation[]>().map((g) => g.id);

/** When each job was queued (created_at) and started (started_at), by id, from the database clock. */
async function jobTimes(app: TestApp, jobIds: readonly number[]) {
  const rows = await app.database.db
    .select({ id: generations.id, createdAt: generations.createdAt, startedAt: generations.startedAt })
    .from(generations)
    .where(inArray(generations.id, [...jobIds]));
  const started = new Map(rows.map((row) => [row.id, row.startedAt?.getTime() ?? Infinity]));
  const created = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
  return { started, created };
}

describe('defect 7: generations are shared fairly and bounded', () => {
  it("runs another user's single job before the rest of a heavy user's two batches", async () => {
    const { app, user } = await start();
    const heavy = await user(heavyProject());
    const light = await user(gardenProject());
    const first = await heavy.api.generate({ project: heavy.project.id, variants: 8, seed: 1 });
    const second = await heavy.api.generate({ project: heavy.project.id, variants: 8, seed: 9 });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const small = await light.api.generate({ project: light.project.id, variants: 1, seed: 1 });
    expect(small.statusCode).toBe(201);
    const heavyIds = [...ids(first), ...ids(second)];
    const [smallId] = ids(small);
    if (smallId === undefined) throw new Error('no job');
    const [done] = await light.api.finished([smallId], 120_000);
    expect(done?.status).toBe('succeeded');
    await heavy.api.finished(heavyIds, 120_000);
    const { started, created } = await jobTimes(app, [...heavyIds, smallId]);
    const smallStart = started.get(smallId) ?? Infinity;
    const smallQueued = created.get(smallId) ?? Infinity;
    const heavyAfter = heavyIds.filter((id) => (started.get(id) ?? 0) > smallStart);
    // With one thread the small job waits only for the heavy job running when it came: the heavy
    // user's other 14 or so start after it. A single FIFO started all 16 first.
    expect(heavyAfter.length).toBeGreaterThanOrEqual(8);
    // Between its request and its start at most one heavy job began (one that started while the
    // request was being written): the delay is at most one job.
    const heavyBetween = heavyIds.filter((id) => {
      const at = started.get(id) ?? Infinity;
      return at > smallQueued && at < smallStart;
    });
    expect(heavyBetween.length).toBeLessThanOrEqual(1);
  }, 180_000);

  it('refuses a batch with 429 when too many jobs wait, all users together, creating nothing', async () => {
    const { app, user } = await start({ maxQueued: 8 });
    const heavy = await user(heavyProject());
    const other = await user(gardenProject());
    expect((await heavy.api.generate({ project: heavy.project.id, variants: 8 })).statusCode).toBe(201);
    // One of those 8 runs, 7 wait (each takes its whole budget): no room for 8 more.
    const refused = await other.api.generate({ project: other.project.id, variants: 8 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      detail: 'The plan generator is busy: too many generations are waiting to start. Try again in a minute.',
      code: 'throttled',
    });
    const mine = await app.database.db
      .select({ id: generations.id })
      .from(generations)
      .where(eq(generations.ownerId, other.me.id));
    expect(mine).toEqual([]);
  }, 60_000);

  it('refuses a selection whose plan would hold more than 500 objects with a 400 on selection', async () => {
    const { app, user } = await start();
    const { headers, api, project } = await user(gardenProject());
    const projectsApi = projectsClient(app.app, headers);
    // 11 kinds x 50 = 550 objects: over the plan limit, so never a valid plan.
    const codes = ['vegetable_bed', 'berry_bush', 'fruit_tree_medium', 'flower_bed', 'herb_bed'];
    const more = ['raised_bed', 'strawberry_bed', 'fruit_tree_dwarf', 'compost_bin', 'beehive', 'hedge'];
    const oversized = [...codes, ...more].map((code) => ({ landscape_object: code, count: 50 }));
    const message = `A plan can hold at most ${MAX_PLAN_OBJECTS} objects; this selection has 550. Choose fewer.`;
    const create = await projectsApi.create({ ...gardenProject('Too much'), selection: oversized });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ selection: [message] });
    const patch = await projectsApi.patch(project.id, { selection: oversized });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ selection: [message] });
    // A project stored before the limit existed is refused when it asks for a generation.
    await app.database.db.update(projects).set({ selection: oversized }).where(eq(projects.id, project.id));
    const generate = await api.generate({ project: project.id, variants: 1 });
    expect(generate.statusCode).toBe(400);
    expect(generate.json()).toEqual({ selection: [message] });
    expect((await api.list()).json()).toEqual([]);
  }, 60_000);
});
