import type { Generation } from '@plotplan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations } from '../../db/schema.js';
import { bearer, signedInUser, signIn as signInTokens } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  generationsClient,
  insertGenerationRow,
} from '../../test-support/generation-fixtures.js';
import { projectsClient } from '../../test-support/project-fixtures.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createTestApp } from '../../test-support/test-app.js';
import { MAX_ATTEMPTS, RESTARTED_REASON } from './generation-runner.js';

/** A signed-in user with a garden project on a new app. */
async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp(options);
  const me = await signedInUser(testApp.app, testApp.database);
  const project = await projectsClient(testApp.app, me.headers).created(gardenProject());
  return { ...testApp, me, project, api: generationsClient(testApp.app, me.headers) };
}

describe('generation jobs', () => {
  it('re-runs jobs left queued or running when a new app starts, and fails one started too often', async () => {
    const database = await openTestDatabase();
    // The first process: it keeps the database open when it stops, as a killed one leaves it.
    const first = await createTestApp({ database: { ...database, close: async () => undefined } });
    const me = await signedInUser(first.app, database);
    const project = await projectsClient(first.app, me.headers).created(gardenProject());
    const queued = await insertGenerationRow(database.db, { projectId: project.id, ownerId: me.user.id });
    const running = await insertGenerationRow(database.db, {
      projectId: project.id,
      ownerId: me.user.id,
      status: 'running',
    });
    const doomed = await insertGenerationRow(database.db, {
      projectId: project.id,
      ownerId: me.user.id,
      status: 'running',
    });
    // Started as often as a job may be: its instances died each time (a job that kills them).
    await database.db.update(generations).set({ attempts: MAX_ATTEMPTS }).where(eq(generations.id, doomed));
    await first.app.close();
    const second = await createTestApp({ database });
    try {
      const headers = bearer((await signInTokens(second.app, me.user.email, me.user.password)).access);
      const api = generationsClient(second.app, headers);
      const [requeued, interrupted, failed] = await api.finished([queued, running, doomed]);
      expect(requeued).toMatchObject({ status: 'succeeded', error: null });
      expect(requeued?.plan?.objects).toHaveLength(1);
      expect(interrupted).toMatchObject({ status: 'succeeded', error: null });
      expect(failed).toMatchObject({ status: 'failed', error: RESTARTED_REASON, plan: null });
      expect(failed?.finished_at).not.toBeNull();
      const rows = await database.db.select().from(generations).where(eq(generations.id, running));
      expect(rows[0]?.attempts).toBe(1);
      expect(rows[0]?.claimedBy).toBe(second.app.generationRunner.instance);
    } finally {
      await second.app.close();
    }
  });

  it('fails a job the generator throws on, with its message', async () => {
    const { app, database, me, project, api } = await setUp();
    try {
      const id = await insertGenerationRow(database.db, {
        projectId: project.id,
        ownerId: me.user.id,
        params: { selection: [{ landscape_object: 'flying_saucer', count: 1 }] },
      });
      app.generationRunner.wake();
      const [failed] = await api.finished([id]);
      expect(failed).toMatchObject({ status: 'failed', plan: null, score: null });
      expect(failed?.error).toMatch(/flying_saucer/);
      const apply = await projectsClient(app, me.headers).edit(project.id, { generation: id });
      expect(apply.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('fails a job that runs past its time limit', async () => {
    const { app, api, project } = await setUp({ generations: { threads: 1, timeLimitMs: 1 } });
    try {
      const response = await api.generate({ project: project.id, variants: 2 });
      const done = await api.finished(response.json<Generation[]>().map((g) => g.id));
      for (const g of done) {
        expect(g).toMatchObject({ status: 'failed', error: 'Generation took longer than 0.001 s.' });
      }
    } finally {
      await app.close();
    }
  });

  it('puts the jobs it was running back in the queue when the app closes', async () => {
    const { app, database, api, project } = await setUp({ generations: { threads: 1 } });
    const response = await api.generate({ project: project.id, variants: 3 });
    expect(response.statusCode).toBe(201);
    // Wait until it runs (a batch of three on a busy worker takes a while), then stop.
    const runningNow = async () =>
      (await database.db.query.generations.findMany()).every((row) => row.status === 'running');
    for (let i = 0; i < 200 && !(await runningNow()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await runningNow()).toBe(true);
    await app.generationRunner.close();
    const rows = await database.db.query.generations.findMany();
    expect(rows.map((row) => [row.status, row.attempts, row.startedAt])).toEqual([
      ['queued', 0, null],
      ['queued', 0, null],
      ['queued', 0, null],
    ]);
    await app.close();
  });
});
