import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planSchema, plotSchema } from '@plotplan/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { migrationsDir } from '../../paths.js';
import { bearer, signIn, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { hashPassword } from '../../security/password-hasher.js';
import { placed, projectsClient, rectPlot } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { storedPlot } from './project-validation.js';

const BEFORE = '0006_plan_evaluation';
const folders: string[] = [];
let testApp: TestApp | undefined;

afterAll(async () => {
  await testApp?.app.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder holding those up to `last` only. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'plotplan-migrations-'));
  folders.push(folder);
  const journalPath = path.join(migrationsDir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last) + 1;
  if (end === 0) throw new Error(`no migration ${last}`);
  const kept = journal.entries.slice(0, end);
  for (const file of await readdir(migrationsDir)) {
    if (kept.some((entry) => `${entry.tag}.sql` === file))
      await cp(path.join(migrationsDir, file), path.join(folder, file));
  }
  await cp(path.join(migrationsDir, 'meta'), path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function query(database: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await database.db.execute(statement);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the driver answered without rows');
  }
  return result.rows as Record<string, unknown>[];
}

const violation = (severity: string) => ({ rule_id: 'r', severity, message: 'm', object_ids: ['h1'] });

/** Writes a project with three versions the way the code before migration 0007 stored them. */
async function oldRows(database: Database, ownerId: number): Promise<number> {
  const plan = JSON.stringify(
    planSchema.parse({ objects: [placed('h1', 'house_small', 15, 15), placed('h2', 'house_small', 5, 5)] }),
  );
  const violations = JSON.stringify([violation('error'), violation('warning'), violation('error')]);
  const metrics = JSON.stringify({ object_count: 2 });
  const evaluation = JSON.stringify({ violations: [], metrics: {}, key: 'stale' });
  const project = await query(
    database,
    sql`insert into projects (owner_id, name, plot, plan_version) values (${ownerId}, 'Old', ${JSON.stringify(storedPlot(plotSchema.parse(rectPlot())))}::jsonb, 3) returning id`,
  );
  const projectId = Number(project[0]?.['id']);
  for (const version of [1, 2, 3]) {
    await query(
      database,
      sql`insert into plan_versions
      (project_id, version, parent, source, summary, plan, violations, metrics, evaluation)
      values (${projectId}, ${version}, ${version === 1 ? null : version - 1}, 'edit', ${`v${version}`},
        ${plan}::jsonb, ${violations}::jsonb, ${metrics}::jsonb, ${version === 1 ? null : evaluation}::jsonb)`,
    );
  }
  return projectId;
}

describe('defect 8: migration 0007 keeps old plan versions readable', () => {
  it('defect 8: back-fills the counts, keeps only the current evaluation and drops the copies', async () => {
    const database = await openTestDatabase({ migrationsFolder: await migrationsUpTo(BEFORE) });
    // Written in the old schema's columns: the app's table definition has columns added later.
    const user = { email: uniqueEmail('old-rows'), password: TEST_PASSWORD };
    const inserted = await query(
      database,
      sql`insert into users (email, password_hash, is_active, is_verified)
        values (${user.email}, ${await hashPassword(user.password)}, true, true) returning id`,
    );
    const projectId = await oldRows(database, Number(inserted[0]?.['id']));

    await database.migrate();
    const columns = await query(
      database,
      sql`select column_name from information_schema.columns where table_name = 'plan_versions'`,
    );
    const names = columns.map((row) => row['column_name']);
    expect(names).toEqual(expect.arrayContaining(['plan', 'evaluation', 'object_count', 'error_count']));
    expect(names).not.toContain('violations');
    expect(names).not.toContain('metrics');
    const rows = await query(
      database,
      sql`select version, object_count, error_count, evaluation is not null as has_evaluation
        from plan_versions where project_id = ${projectId} order by version`,
    );
    expect(rows).toEqual([
      { version: 1, object_count: 2, error_count: 2, has_evaluation: false },
      { version: 2, object_count: 2, error_count: 2, has_evaluation: false },
      { version: 3, object_count: 2, error_count: 2, has_evaluation: true },
    ]);

    // The app reads the old project: the history from the counts, the plan re-evaluated (stale key).
    testApp = await createTestApp({ database });
    const api = projectsClient(
      testApp.app,
      bearer((await signIn(testApp.app, user.email, user.password)).access),
    );
    const read = await api.get(projectId);
    expect(read.statusCode).toBe(200);
    expect(read.json().history).toMatchObject([
      { version: 3, object_count: 2, error_count: 2 },
      { version: 2, object_count: 2, error_count: 2 },
      { version: 1, object_count: 2, error_count: 2 },
    ]);
    expect(read.json().violations.length).toBeGreaterThan(0);
    expect((await api.restore(projectId, { version: 1 })).statusCode).toBe(200);
  }, 120_000);
});
