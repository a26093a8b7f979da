import { spawnSync } from 'node:child_process';
import { mkdtemp, open, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/auth-helpers.js';
import { projectsClient, rectPlot } from '../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { migratedTemplate } from '../test-support/test-database.js';
import { openDatabase } from './database.js';
import { DISK_CHECK_INTERVAL_MS, DiskRoom } from './disk-room.js';
import { prepareDatabase } from './prepare-database.js';

const MB = 1024 * 1024;

/** A small tmpfs of our own (root only; CI runs as root): a disk that really fills. */
async function smallDisk(sizeMb: number): Promise<{ dir: string; unmount(): Promise<void> } | string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'plotplan-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  if (mounted.status !== 0) {
    await rmdir(dir);
    return `mount -t tmpfs is not allowed here (${mounted.stderr.toString().trim() || 'no mount'})`;
  }
  return {
    dir,
    unmount: async () => {
      spawnSync('umount', [dir]);
      await rmdir(dir);
    },
  };
}

/** Writes zeros until the disk has about `leaveBytes` free; returns the filler's path. */
async function fillUntil(dir: string, leaveBytes: number): Promise<string> {
  const file = path.join(dir, 'filler.bin');
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(MB);
  try {
    for (;;) {
      const stats = await new DiskRoom(dir, 0).read();
      if (stats.freeBytes <= leaveBytes) break;
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return file;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const disk = await smallDisk(160);
describe.skipIf(typeof disk === 'string')(
  `the embedded database on a disk that fills ${typeof disk === 'string' ? `(skipped: ${disk})` : ''}`,
  () => {
    const mount = typeof disk === 'string' ? undefined : disk;
    let current: TestApp;
    beforeAll(async () => {
      if (mount === undefined) return;
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: mount.dir,
        copyOf: await migratedTemplate(),
      });
      await prepareDatabase(database);
      current = await createTestApp({ database, env: { DATA_DIR: mount.dir, DISK_RESERVE_MB: '48' } });
    });
    afterAll(async () => {
      await current.app.close();
      await mount?.unmount();
    });

    it('refuses writes with 507 below the reserve, keeps reads and liveness, says why in readiness, and writes again once room is made', async () => {
      if (mount === undefined) return;
      const user = await signedInUser(current.app, current.database);
      const api = projectsClient(current.app, user.headers);
      expect((await api.create({ name: 'Before', plot: rectPlot() })).statusCode).toBe(201);

      const filler = await fillUntil(mount.dir, 40 * MB);
      await wait(DISK_CHECK_INTERVAL_MS + 50);
      const refused = await api.create({ name: 'Full', plot: rectPlot() });
      expect(refused.statusCode).toBe(507);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toMatchObject({ code: 'insufficient_storage' });
      expect((await api.list()).statusCode).toBe(200);
      const live = await current.app.inject({ method: 'GET', url: '/api/health/' });
      expect(live.statusCode).toBe(200);
      const ready = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', storage: 'low', database: 'ok' });
      expect(ready.json<{ detail: string }>().detail).toMatch(/MB free, below the 48\.0 MB reserve/);
      // Nothing was written by the refused request.
      const names = (await api.list()).json<{ name: string }[]>().map((project) => project.name);
      expect(names).toEqual(['Before']);

      await rm(filler);
      await wait(DISK_CHECK_INTERVAL_MS + 50);
      expect((await api.create({ name: 'After', plot: rectPlot() })).statusCode).toBe(201);
      const readyAgain = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(readyAgain.statusCode).toBe(200);
    });
  },
);
