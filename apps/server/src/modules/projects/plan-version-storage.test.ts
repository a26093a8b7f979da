import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planVersions } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  placed,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// A project keeps at most 4 versions here (the default is 1,000).
const KEEP = 4;
let testApp: TestApp;
let api: ProjectsClient;

beforeAll(async () => {
  testApp = await createTestApp({ planVersions: { versionsPerProject: KEEP } });
  api = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
});
afterAll(async () => {
  await testApp.app.close();
});

/** Twelve houses 1 m apart on the 20 x 30 plot: many violations for a small plan. */
const crowded = (shift: number) => ({
  objects: Array.from({ length: 12 }, (_, i) =>
    placed(`h${i}`, 'house_small', 3 + (i % 3) * 5 + shift, 4 + Math.floor(i / 3) * 6, {
      width: 4,
      depth: 4,
    }),
  ),
});

/** Per version: whether it holds an evaluation, and the bytes of the whole row and of its plan as text. */
async function storedSizes(projectId: number) {
  const rows = await testApp.database.db
    .select({
      version: planVersions.version,
      hasEvaluation: sql<boolean>`${planVersions.evaluation} is not null`,
      rowBytes: sql<number>`octet_length(${planVersions}::text)`.mapWith(Number),
      planBytes: sql<number>`octet_length(${planVersions.plan}::text)`.mapWith(Number),
    })
    .from(planVersions)
    .where(eq(planVersions.projectId, projectId))
    .orderBy(asc(planVersions.version));
  return rows;
}

describe('defect 8: plan versions are stored compactly', () => {
  it('defect 8: only the current version keeps an evaluation; earlier ones store their plan and counts', async () => {
    const project = await api.created({ name: 'Compact', plot: rectPlot() });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await api.edit(project.id, { plan: crowded(i * 0.1) })).json());
    const errors = answers[0].violations.filter((v: { severity: string }) => v.severity === 'error').length;
    expect(errors).toBeGreaterThan(5);

    const rows = await storedSizes(project.id);
    expect(rows.map((r) => [r.version, r.hasEvaluation])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // An earlier version is its plan plus a few hundred bytes (ids, counts, summary, times), not
    // its violations again.
    for (const row of rows.slice(0, 2)) expect(row.rowBytes).toBeLessThan(row.planBytes + 500);

    // The history still says how many objects and errors each version had when it was written.
    const read = (await api.get(project.id)).json();
    expect(read.history.map((h: { version: number }) => h.version)).toEqual([3, 2, 1]);
    for (const entry of read.history) {
      expect(entry).toMatchObject({ object_count: 12, error_count: errors });
    }
    expect(read.violations).toEqual(answers[2].violations);

    // Restoring an earlier version evaluates it again; the evaluation moves to the new current one.
    const restored = await api.restore(project.id, { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().violations).toEqual(answers[0].violations);
    expect((await storedSizes(project.id)).map((r) => r.hasEvaluation)).toEqual([false, false, false, true]);
  });
});

describe('defect 8: a project keeps its newest versions only', () => {
  it('defect 8: appending past the retention deletes the oldest versions; the rest still restore', async () => {
    const project = await api.created({ name: 'Bounded', plot: rectPlot() });
    for (let i = 0; i < KEEP + 2; i++) {
      const edited = await api.edit(project.id, {
        plan: { objects: [placed('h1', 'house_small', 10, 10 + i)] },
      });
      expect(edited.statusCode).toBe(200);
    }
    const kept = [3, 4, 5, 6];
    expect((await storedSizes(project.id)).map((r) => r.version)).toEqual(kept);
    expect((await api.get(project.id)).json().history.map((h: { version: number }) => h.version)).toEqual(
      [...kept].reverse(),
    );
    // A version past the retention is gone like one that never was.
    const gone = await api.restore(project.id, { version: 1 });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({ version: ['No such version.'] });
    // Undo goes back to the parent, which is kept.
    const undone = await api.restore(project.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ plan_version: 7, actual_plan: { objects: [{ y: 14 }] } });
    expect((await storedSizes(project.id)).map((r) => r.version)).toEqual([4, 5, 6, 7]);
  });
});
