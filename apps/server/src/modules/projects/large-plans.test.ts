import {
  REPORTED_VIOLATIONS,
  type Project,
  type ViolationBody,
  type ViolationsPage,
} from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { piledHouses, tracedPlot } from '../../test-support/large-plans.js';
import { projectsClient } from '../../test-support/project-fixtures.js';
import { useSignedInApp } from '../../test-support/signed-in-app.js';

const rank = (v: ViolationBody) => (v.severity === 'error' ? 0 : 1);

describe('defect 1: a crowded plan', () => {
  const signedIn = useSignedInApp();

  async function crowdedProject() {
    const { id } = await signedIn.projects.created({ name: 'Crowded', plot: tracedPlot(0, 0) });
    const edit = await signedIn.projects.edit(id, { plan: piledHouses(40) });
    expect(edit.statusCode).toBe(200);
    return { id, edited: edit.json<Project>() };
  }

  async function allViolations(id: number): Promise<ViolationBody[]> {
    const all: ViolationBody[] = [];
    for (;;) {
      const page = (
        await signedIn.projects.violations(id, `?offset=${all.length}&limit=500`)
      ).json<ViolationsPage>();
      all.push(...page.results);
      if (page.results.length === 0 || all.length >= page.count) return all;
    }
  }

  it('answers with the 100 most serious violations and the count, on the edit and on GET', async () => {
    const { id, edited } = await crowdedProject();
    expect(edited.violations).toHaveLength(REPORTED_VIOLATIONS);
    expect(edited.violation_count).toBeGreaterThan(REPORTED_VIOLATIONS * 5);
    const read = (await signedIn.projects.get(id)).json<Project>();
    expect(read.violations).toEqual(edited.violations);
    expect(read.violation_count).toBe(edited.violation_count);

    const all = await allViolations(id);
    expect(all).toHaveLength(edited.violation_count);
    // The reported ones are in the full list, in its order, and none left out is more serious.
    const key = (v: ViolationBody) => JSON.stringify(v);
    const reported = new Set(edited.violations.map(key));
    expect(all.filter((v) => reported.has(key(v)))).toEqual(edited.violations);
    const leastReported = edited.violations.reduce((worst, v) =>
      rank(v) > rank(worst) || (rank(v) === rank(worst) && v.shortfall_m < worst.shortfall_m) ? v : worst,
    );
    for (const v of all.filter((x) => !reported.has(key(x)))) {
      expect(rank(v) > rank(leastReported) || v.shortfall_m <= leastReported.shortfall_m).toBe(true);
    }
  }, 60_000);

  it('pages from an offset, and refuses a bad page with a 400 naming the field', async () => {
    const { id, edited } = await crowdedProject();
    const page = (await signedIn.projects.violations(id, '?offset=10&limit=5')).json<ViolationsPage>();
    expect(page.count).toBe(edited.violation_count);
    expect(page.offset).toBe(10);
    expect(page.results).toHaveLength(5);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?offset=-1', 'offset'],
      ['?limit=abc', 'limit'],
    ] as const) {
      const response = await signedIn.projects.violations(id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty([field]);
    }
  }, 60_000);

  it("is another user's 404, like a project that does not exist", async () => {
    const { id } = await crowdedProject();
    const other = await signedInUser(signedIn.testApp.app, signedIn.testApp.database);
    const response = await projectsClient(signedIn.testApp.app, other.headers).violations(id);
    expect(response.statusCode).toBe(404);
    expect((await signedIn.projects.violations(999_999)).statusCode).toBe(404);
  }, 60_000);
});

describe('defect 1: the largest plot and plan are bounded', () => {
  const signedIn = useSignedInApp();

  it('accepts protected areas of 2000 points in all and refuses more, naming protected_areas', async () => {
    expect((await signedIn.projects.create({ name: 'Traced', plot: tracedPlot(10, 200) })).statusCode).toBe(
      201,
    );
    const response = await signedIn.projects.create({ name: 'Too traced', plot: tracedPlot(11, 200) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(['plot', 'protected_areas']);
    expect(JSON.stringify(response.json())).toContain('at most 2000');
  }, 60_000);

  it('refuses paths of more than 1000 points in all, naming paths, and keeps the plan', async () => {
    const { id } = await signedIn.projects.created({ name: 'Paths', plot: tracedPlot(0, 0) });
    const path = (i: number, n: number) => ({
      id: `p${i}`,
      width_m: 1,
      points: Array.from({ length: n }, (_, k) => [20 + k * 0.5, 20 + i]),
    });
    const ok = await signedIn.projects.edit(id, {
      plan: { objects: [], paths: [path(0, 200), path(1, 200)] },
    });
    expect(ok.statusCode).toBe(200);
    const paths = Array.from({ length: 6 }, (_, i) => path(i, 180));
    const response = await signedIn.projects.edit(id, { plan: { objects: [], paths } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(['plan', 'paths']);
    expect((await signedIn.projects.get(id)).json<Project>().plan_version).toBe(
      ok.json<Project>().plan_version,
    );
  }, 60_000);
});
