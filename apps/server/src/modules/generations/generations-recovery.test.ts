import type { Generation } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signedInUser, signIn as signInTokens } from '../../test-support/auth-helpers.js';
import {
  gardenProject,
  generationsClient,
  insertGenerationRow,
} from '../../test-support/generation-fixtures.js';
import { projectsClient } from '../../test-support/project-fixtures.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createTestApp } from '../../test-support/test-app.js';
import { RESTARTED_REASON } from './generation-runner.js';

/** A signed-in user with a garden project on a new app. */
async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp(options);
  const me = await signedInUser(testApp.app, testApp.database);
  const project = await projectsClient(testApp.app, me.headers).created(gardenProject());
  return { ...testApp, me, project, api: generationsClient(testApp.app, me.headers) };
}

describe('generation jobs', () => {
  it('re-runs jobs left queued and fails those left running when a new app starts', async () => {
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
    await first.app.close();
    const second = await createTestApp({ database });
    try {
      const headers = bearer((await signInTokens(second.app, me.user.email, me.user.password)).access);
      const api = generationsClient(second.app, headers);
      const [requeued, interrupted] = await api.finished([queued, running]);
      expect(requeued).toMatchObject({ status: 'succeeded', error: null });
      expect(requeued?.plan?.objects).toHaveLength(1);
      expect(interrupted).toMatchObject({ status: 'failed', error: RESTARTED_REASON, plan: null });
      expect(interrupted?.finished_at).not.toBeNull();
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
      app.generationRunner.schedule([{ id, ownerId: me.user.id }]);
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

  it('leaves running jobs for the next start when the app closes', async () => {
    const { app, database, api, project } = await setUp({ generations: { threads: 1 } });
    const response = await api.generate({ project: project.id, variants: 3 });
    expect(response.statusCode).toBe(201);
    await app.generationRunner.close();
    const statuses = (await database.db.query.generations.findMany()).map((row) => row.status);
    expect(statuses).not.toContain('failed');
    expect(statuses.filter((status) => status === 'queued' || status === 'running').length).toBeGreaterThan(
      0,
    );
    await app.close();
  });
});
