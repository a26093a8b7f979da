import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planVersions } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  houseOnly,
  placed,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let api: ProjectsClient;

beforeAll(async () => {
  // Rows are changed behind the app's back below: no read cache to serve an older answer.
  testApp = await createTestApp({ projectReadCache: false });
  api = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
});
afterAll(async () => {
  await testApp.app.close();
});

const storedVersions = (projectId: number) =>
  testApp.database.db
    .select()
    .from(planVersions)
    .where(eq(planVersions.projectId, projectId))
    .orderBy(asc(planVersions.version));

const wellPlan = { objects: [placed('w1', 'well', 4, 25, { shape: 'circle', width: 1.2, depth: 1.2 })] };

describe('plan versions', () => {
  it('appends a version per edit, newest first in the history', async () => {
    const project = await api.created({ name: 'History', plot: rectPlot() });
    const first = await api.edit(project.id, { plan: houseOnly() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      plan_version: 1,
      version: 2,
      actual_plan: { objects: [{ id: 'h1' }] },
    });
    const second = (
      await api.edit(project.id, { plan: wellPlan, summary: 'Swapped for a well', source: 'assistant' })
    ).json();
    expect(second.plan_version).toBe(2);
    expect(second.history).toEqual([
      {
        version: 2,
        parent: 1,
        source: 'assistant',
        summary: 'Swapped for a well',
        created_at: expect.any(String),
        object_count: 1,
        error_count: 0,
      },
      {
        version: 1,
        parent: null,
        source: 'edit',
        summary: '1 object: small house',
        created_at: expect.any(String),
        object_count: 1,
        error_count: 0,
      },
    ]);
  });

  it('restores the parent by appending a restore version, and a given version likewise', async () => {
    const project = await api.created({ name: 'Undo', plot: rectPlot() });
    await api.edit(project.id, { plan: houseOnly() });
    await api.edit(project.id, { plan: wellPlan, source: 'import' });
    const undone = await api.restore(project.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ plan_version: 3, actual_plan: houseOnly() });
    expect(undone.json().history[0]).toMatchObject({
      version: 3,
      parent: 2,
      source: 'restore',
      summary: 'Restored version 1',
    });
    const chosen = (await api.restore(project.id, { version: 2 })).json();
    expect(chosen).toMatchObject({ plan_version: 4, actual_plan: wellPlan });
    expect(
      chosen.history.map((h: { version: number; source: string; parent: number | null }) => [
        h.version,
        h.source,
        h.parent,
      ]),
    ).toEqual([
      [4, 'restore', 3],
      [3, 'restore', 2],
      [2, 'import', 1],
      [1, 'edit', null],
    ]);
    // Nothing was overwritten: every version keeps the plan it was made with.
    const rows = await storedVersions(project.id);
    expect(rows.map((r) => r.plan.objects.map((o) => o.id))).toEqual([['h1'], ['w1'], ['h1'], ['w1']]);
  });

  it('says when there is nothing to go back to', async () => {
    const project = await api.created({ name: 'Fresh', plot: rectPlot() });
    const noPlan = await api.restore(project.id);
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json()).toEqual({ non_field_errors: ['There is no earlier plan version.'] });
    await api.edit(project.id, { plan: houseOnly() });
    const firstVersion = await api.restore(project.id, {});
    expect(firstVersion.statusCode).toBe(400);
    expect(firstVersion.json()).toEqual({ non_field_errors: ['There is no earlier plan version.'] });
    const missing = await api.restore(project.id, { version: 9 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ version: ['No such version.'] });
    expect((await api.get(project.id)).json()).toMatchObject({ plan_version: 1, version: 2 });
  });

  it('stores and returns the violations of a house 2 m from a neighbour boundary (ru-snt)', async () => {
    const project = await api.created({ name: 'Too close', plot: rectPlot() });
    // 6 x 6 house centred at x = 15: its right wall is 2 m from the neighbour edge at x = 20.
    const plan = { objects: [placed('h1', 'house_small', 15, 15)] };
    const response = await api.edit(project.id, { plan });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const violation = body.violations.find(
      (v: { rule_id: string }) => v.rule_id === 'house-neighbor-boundary',
    );
    expect(violation).toMatchObject({
      severity: 'error',
      object_ids: ['h1'],
      edge: 1,
      required_m: 3,
      actual_m: 2,
      shortfall_m: 1,
    });
    expect(violation.message).toMatch(/1 m short/);
    expect(body.history[0].error_count).toBeGreaterThanOrEqual(1);
    const [row] = await storedVersions(project.id);
    expect(row?.errorCount).toBeGreaterThanOrEqual(1);
    expect(row?.evaluation?.violations.some((v) => v.rule_id === 'house-neighbor-boundary')).toBe(true);
    expect((await api.get(project.id)).json().violations).toEqual(body.violations);
  });

  it('re-checks the current plan on the current plot after the plot changes', async () => {
    const project = await api.created({ name: 'Relaxed', plot: rectPlot() });
    await api.edit(project.id, { plan: { objects: [placed('h1', 'house_small', 15, 15)] } });
    const relaxed = await api.patch(project.id, {
      plot: rectPlot({ rule_overrides: { 'house-neighbor-boundary': 1 } }),
    });
    expect(relaxed.statusCode).toBe(200);
    const rules = relaxed.json().violations.map((v: { rule_id: string }) => v.rule_id);
    expect(rules).not.toContain('house-neighbor-boundary');
    // The stored version keeps what was true when it was made.
    expect(relaxed.json().history[0].error_count).toBeGreaterThanOrEqual(1);
  });

  it('stores the evaluation with the version, serves it, and evaluates rows without one', async () => {
    const project = await api.created({ name: 'Stored', plot: rectPlot() });
    const edited = (
      await api.edit(project.id, { plan: { objects: [placed('h1', 'house_small', 15, 15)] } })
    ).json();
    const [row] = await storedVersions(project.id);
    const stored = row?.evaluation;
    if (row === undefined || stored === null || stored === undefined) throw new Error('no evaluation stored');
    expect(stored.metrics).toEqual(edited.metrics);
    expect(stored.violations.map((v) => v.rule_id)).toEqual(
      edited.violations.map((v: { rule_id: string }) => v.rule_id),
    );
    const boundary = stored.compliance.rows.find((r) => r.rule_id === 'house-neighbor-boundary');
    expect(boundary?.status).toBe('fail');
    // Each violation is stored once: the compliance rows leave theirs to `violations`.
    expect(stored.compliance.rows.every((r) => r.violations.length === 0)).toBe(true);

    // A read serves what is stored while the key matches (here a marked copy), without re-checking.
    const marked = { ...stored, metrics: { ...stored.metrics, object_count: 99 } };
    await testApp.database.db
      .update(planVersions)
      .set({ evaluation: marked })
      .where(eq(planVersions.id, row.id));
    expect((await api.get(project.id)).json().metrics.object_count).toBe(99);

    // A row from before the column: evaluated on read, the same answer, and stored back.
    await testApp.database.db
      .update(planVersions)
      .set({ evaluation: null })
      .where(eq(planVersions.id, row.id));
    const read = (await api.get(project.id)).json();
    expect(read.violations).toEqual(edited.violations);
    expect(read.metrics).toEqual(edited.metrics);
    const [backfilled] = await storedVersions(project.id);
    expect(backfilled?.evaluation?.key).toBe(stored.key);
    expect(backfilled?.evaluation?.metrics).toEqual(stored.metrics);
  });

  it('measures the plan', async () => {
    const project = await api.created({ name: 'Measured', plot: rectPlot() });
    const plan = {
      objects: [
        placed('h1', 'house_small', 10, 20),
        placed('p1', 'path', 10, 7.5, { width: 1, depth: 5 }),
        placed('l1', 'lawn', 10, 5, { width: 10, depth: 2 }),
        placed('b1', 'vegetable_bed', 7, 5, { width: 1, depth: 2 }),
        placed('t1', 'fruit_tree_medium', 16, 8, { shape: 'circle', width: 4, depth: 4 }),
      ],
    };
    const metrics = (await api.edit(project.id, { plan })).json().metrics;
    expect(metrics.plot_area_m2).toBe(600);
    expect(metrics.built_up_m2).toBe(36);
    expect(metrics.paved_m2).toBe(5);
    // Green is everything that grows, the lawn to be included: all but the house and the path.
    expect(metrics.green_m2).toBeCloseTo(600 - 36 - 5, 1);
    // The path overlaps the lawn by 1 m².
    expect(metrics.free_m2).toBeCloseTo(600 - 36 - (5 + 20 - 1) - Math.PI * 4, 1);
    expect(metrics.object_count).toBe(5);
  });

  it('deletes the versions with the project', async () => {
    const project = await api.created({ name: 'Gone', plot: rectPlot() });
    await api.edit(project.id, { plan: houseOnly() });
    await api.edit(project.id, { plan: wellPlan });
    expect(await storedVersions(project.id)).toHaveLength(2);
    expect((await api.remove(project.id)).statusCode).toBe(204);
    expect(await storedVersions(project.id)).toHaveLength(0);
  });
});
