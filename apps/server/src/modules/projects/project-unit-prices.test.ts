import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { projectsClient, rectPlot, type ProjectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let alice: ProjectsClient;
let bob: ProjectsClient;
let project: number;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
  bob = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
  project = (await alice.created({ name: 'Priced', plot: rectPlot() })).id;
});
afterAll(async () => {
  await testApp.app.close();
});

const prices = { currency: 'EUR', prices: { paved_m2: 45.5, fence_m: 30, 'object:house_small': 120_000 } };

describe('unit prices of a project', () => {
  it('are null on a new project', async () => {
    expect((await alice.get(project)).json()).toMatchObject({ unit_prices: null });
  });

  it('are set by PATCH, answered, and read back', async () => {
    const response = await alice.patch(project, { unit_prices: prices });
    expect(response.statusCode).toBe(200);
    expect(response.json().unit_prices).toEqual(prices);
    expect((await alice.get(project)).json().unit_prices).toEqual(prices);
  });

  it('stay when other fields change, and are cleared by null', async () => {
    await alice.patch(project, { name: 'Renamed' });
    expect((await alice.get(project)).json().unit_prices).toEqual(prices);
    const cleared = await alice.patch(project, { unit_prices: null });
    expect(cleared.json().unit_prices).toBeNull();
    await alice.patch(project, { unit_prices: prices });
  });

  it.each([
    [
      { prices: { paved_m2: -1 } },
      { unit_prices: { prices: { paved_m2: ['A price cannot be negative.'] } } },
    ],
    [
      { prices: { paved_m2: 'ten' } },
      { unit_prices: { prices: { paved_m2: ['A price must be a number.'] } } },
    ],
    [
      { prices: { fence_m: 2e9 } },
      { unit_prices: { prices: { fence_m: ['A price may be at most 1000000000.'] } } },
    ],
    [
      { prices: { gold_m2: 1 } },
      {
        unit_prices: {
          prices: {
            gold_m2: [
              '"gold_m2" is not a price. Use one of paved_m2, paths_m2, roofs_m2, beds_m2, lawn_m2, fence_m, soil_m3 or object:<catalog code>.',
            ],
          },
        },
      },
    ],
    [
      { currency: 'euro', prices: {} },
      { unit_prices: { currency: ['Use a three-letter currency code such as EUR.'] } },
    ],
    [{}, { unit_prices: { prices: [expect.any(String)] } }],
  ])('refuses %j with a 400 naming the field, changing nothing', async (body, errors) => {
    const before = (await alice.get(project)).json();
    const response = await alice.patch(project, { unit_prices: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect((await alice.get(project)).json()).toEqual(before);
  });

  it("are 404 on another user's project, which keeps its prices", async () => {
    const response = await bob.patch(project, { unit_prices: { prices: { paved_m2: 1 } } });
    expect(response.statusCode).toBe(404);
    expect((await alice.get(project)).json().unit_prices).toEqual(prices);
  });
});
