import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { projectsClient, rectPlot, type ProjectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Issue 25: a plot's pedestrian wicket beside its vehicle gate (`entrance`), stored and validated.

let testApp: TestApp;
let api: ProjectsClient;

beforeAll(async () => {
  testApp = await createTestApp();
  api = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
});
afterAll(async () => {
  await testApp.app.close();
});

// 20 x 30 m, the street along the bottom (edge 0): a 4 m gate at x 8..12.
const gate = { edge: 0, t: 0.5, width_m: 4 };

describe('the plot wicket through the projects API', () => {
  it('stores and returns a wicket beside the gate', async () => {
    const wicket = { edge: 0, t: 0.64, width_m: 1 };
    const { id } = await api.created({ name: 'Gate and wicket', plot: rectPlot({ entrance: gate, wicket }) });
    const response = await api.get(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().plot).toMatchObject({ entrance: gate, wicket });
  });

  it('keeps a plot with one entrance as it was: no wicket stored', async () => {
    const { id } = await api.created({ name: 'One entrance', plot: rectPlot({ entrance: gate }) });
    expect((await api.get(id)).json().plot).not.toHaveProperty('wicket');
  });

  it('refuses a wicket in the gate opening with a 400 naming the field, the project unchanged', async () => {
    const { id } = await api.created({ name: 'Plot', plot: rectPlot({ entrance: gate }) });
    const before = (await api.get(id)).json();
    const response = await api.patch(id, {
      plot: rectPlot({ entrance: gate, wicket: { edge: 0, t: 0.55, width_m: 1 } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plot: { wicket: { t: ['The wicket overlaps the vehicle gate on edge 0: place it beside the gate.'] } },
    });
    expect((await api.get(id)).json()).toEqual(before);
  });

  it('refuses a wicket on a neighbour side', async () => {
    const response = await api.create({
      name: 'Plot',
      plot: rectPlot({ entrance: gate, wicket: { edge: 1, t: 0.5, width_m: 1 } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().plot.wicket.edge).toEqual([
      'The wicket must be on a street or driveway side, not on a neighbor side.',
    ]);
  });
});
