import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let alice: ProjectsClient;
let bob: ProjectsClient;
let aliceProject: number;
let before: unknown;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
  bob = projectsClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
  aliceProject = (await alice.created({ name: "Alice's", plot: rectPlot() })).id;
  await alice.edit(aliceProject, { plan: houseOnly() });
  await alice.edit(aliceProject, { plan: { objects: [placed('w', 'well', 3, 25, { shape: 'circle' })] } });
  before = (await alice.get(aliceProject)).json();
});
afterAll(async () => {
  await testApp.app.close();
});

const notFoundBody = { detail: 'Not found.', code: 'not_found' };

describe("another user's project", () => {
  it.each([
    ['GET', () => bob.get(aliceProject)],
    ['PUT', () => bob.put(aliceProject, { name: 'Mine now' })],
    ['PUT with version', () => bob.put(aliceProject, { name: 'Mine now', version: 3 })],
    ['PATCH', () => bob.patch(aliceProject, { name: 'Mine now' })],
    ['PATCH with If-Match', () => bob.patch(aliceProject, { plot: null }, { 'if-match': '"1"' })],
    ['DELETE', () => bob.remove(aliceProject)],
    ['edit_actual_plan', () => bob.edit(aliceProject, { plan: { objects: [] } })],
    [
      'edit_actual_plan with base_version',
      () => bob.edit(aliceProject, { plan: houseOnly(), base_version: 9 }),
    ],
    ['edit_actual_plan with a generation', () => bob.edit(aliceProject, { generation: 1 })],
    ['set_previous_plan', () => bob.restore(aliceProject)],
    ['set_previous_plan to a version', () => bob.restore(aliceProject, { version: 1 })],
  ])('is 404 for %s, and changes nothing', async (_name, attempt) => {
    const response = await attempt();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect((await alice.get(aliceProject)).json()).toEqual(before);
  });

  it("is not in the other user's list", async () => {
    const ownProject = await bob.created({ name: "Bob's" });
    const bobs = (await bob.list()).json() as { id: number }[];
    expect(bobs.map((p) => p.id)).toEqual([ownProject.id]);
    const alices = (await alice.list()).json() as { id: number }[];
    expect(alices.map((p) => p.id)).toEqual([aliceProject]);
  });

  it('answers the same as a project that never existed', async () => {
    const missing = await bob.get(2_000_000_000);
    const foreign = await bob.get(aliceProject);
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.body).toBe(missing.body);
  });
});
