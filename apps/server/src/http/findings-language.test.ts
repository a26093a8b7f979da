import type { Generation, ViolationBody } from '@plotplan/contract';
import { checkPlan, packForPlot, type Plan, type Plot } from '@plotplan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations } from '../db/schema.js';
import { generationsClient, insertGenerationRow } from '../test-support/generation-fixtures.js';
import { injectAs } from '../test-support/inject-as.js';
import { placed, rectPlot } from '../test-support/project-fixtures.js';
import { useSignedInApp } from '../test-support/signed-in-app.js';

// A plan's findings through the real app, in both languages and both unit systems: the project's
// answer, its violations page and a generation, each said where the server knows the plot.

const signedIn = useSignedInApp();
const EN = { 'accept-language': 'en-US' };
const RU = { 'accept-language': 'ru-RU,ru;q=0.9' };

/** A house 1.2 m from the west neighbour (side 4); ru-snt asks 3 m. */
const plan = { objects: [placed('h1', 'house_small', 4.2, 15)] };
const plotIn = (units: 'metric' | 'imperial') => rectPlot({ rule_pack: 'ru-snt', units });

/** The house's finding on side 4 among a body's violations. */
const houseFinding = (violations: readonly ViolationBody[]) =>
  violations.find((v) => v.rule_id === 'house-neighbor-boundary')?.message;

/** A project on the plot with the plan; its id and the plan as the server stored it. */
async function projectOn(units: 'metric' | 'imperial') {
  const project = await signedIn.projects.created({ name: units, plot: plotIn(units) });
  const edited = await signedIn.projects.edit(project.id, { plan });
  expect(edited.statusCode).toBe(200);
  return { id: project.id, plan: edited.json<{ actual_plan: Plan }>().actual_plan };
}

const said = {
  metric: {
    en: 'Small house is 1.2 m from the neighbour boundary (side 4); SP 53.13330.2019 6.7 requires 3 m (1.8 m short)',
    ru: '«Маленький дом» — в 1,2 м от границы с соседями (сторона 4); СП 53.13330.2019, п. 6.7 требует 3 м (не хватает 1,8 м)',
  },
  imperial: {
    en: `Small house is 3' 11" from the neighbour boundary (side 4); SP 53.13330.2019 6.7 requires 9' 10" (5' 11" short)`,
    ru: `«Маленький дом» — в 3' 11" от границы с соседями (сторона 4); СП 53.13330.2019, п. 6.7 требует 9' 10" (не хватает 5' 11")`,
  },
} as const;

describe("a plan's findings in the request's language and the plot's units", () => {
  for (const units of ['metric', 'imperial'] as const) {
    it(`says a project's findings and its violations page so (${units})`, async () => {
      const { id } = await projectOn(units);
      const call = injectAs(signedIn.testApp.app, signedIn.user.headers);
      for (const [locale, headers] of [
        ['en', EN],
        ['ru', RU],
      ] as const) {
        const project = (await call('GET', `/api/projects/${id}/`, undefined, headers)).json<{
          violations: ViolationBody[];
        }>();
        expect(houseFinding(project.violations)).toBe(said[units][locale]);
        const url = `/api/projects/${id}/violations/`;
        const page = (await call('GET', url, undefined, headers)).json<{ results: ViolationBody[] }>();
        expect(houseFinding(page.results)).toBe(said[units][locale]);
      }
    });

    it(`says a generation's findings, reasons and failure so (${units})`, async () => {
      const { testApp, user } = signedIn;
      const project = await projectOn(units);
      const db = testApp.database.db;
      const id = await insertGenerationRow(db, {
        projectId: project.id,
        ownerId: user.user.id,
        status: 'held',
        params: { plot: plotIn(units) as never },
      });
      const plot = { ...plotIn(units), north_deg: 0, protected_areas: [] } as unknown as Plot;
      const checked = checkPlan(plot, project.plan, packForPlot(plot));
      const because = {
        code: 'needs',
        object: { code: 'bathhouse', name: 'Bathhouse' },
        needs: [{ code: 'distance', m: 3, from: { kind: 'edge', edge: 'street' } }],
      } as const;
      await db
        .update(generations)
        .set({
          status: 'failed',
          plan: project.plan as never,
          violations: checked,
          notPlaced: [{ id: 'b', landscape_object: 'bathhouse', because }],
          error: 'Nothing of the selection could be placed.',
        })
        .where(eq(generations.id, id));
      const api = (headers: Record<string, string>) =>
        generationsClient(testApp.app, { ...user.headers, ...headers });
      const reason = {
        metric: { en: 'The bathhouse needs 3 m from the street', ru: '«Баня»: нужно 3 м от улицы' },
        imperial: { en: `The bathhouse needs 9' 10" from the street`, ru: `«Баня»: нужно 9' 10" от улицы` },
      }[units];
      for (const [locale, headers] of [
        ['en', EN],
        ['ru', RU],
      ] as const) {
        const one = (await api(headers).get(id)).json<Generation>();
        const listed = (await api(headers).list(`?project=${project.id}`)).json<Generation[]>();
        for (const g of [one, listed[0]]) {
          expect(houseFinding(g?.violations ?? [])).toBe(said[units][locale]);
          expect(g?.not_placed[0]?.reason).toContain(reason[locale]);
        }
        if (locale === 'ru') expect(one.error).toContain(reason.ru);
        else expect(one.error).toBe('Nothing of the selection could be placed.');
      }
    });
  }
});
