import type { Generation } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { generationsClient } from '../../test-support/generation-fixtures.js';
import { projectsClient, rectPlot } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Issue 25's "done when": a new user's 20 x 30 m ru-snt plot (street and a 4 m gate on the south,
// neighbours' houses east and west, an old birch in the north-east corner) with the issue's 21
// objects gets four complete variants through the API: everything placed, every building, the
// well, greenhouse, compost and bed block reached by a path, no error, the car's place drivable.
const neighbourHouse = { offset_m: 5, height_m: 6, material: 'noncombustible', length_m: 8, depth_m: 6 };
const issueProject = {
  name: 'Dacha',
  plot: rectPlot({
    rule_pack: 'ru-snt',
    edges: [
      { kind: 'street' },
      { kind: 'neighbor', building: neighbourHouse },
      { kind: 'neighbor' },
      { kind: 'neighbor', building: neighbourHouse },
    ],
    entrance: { edge: 0, t: 0.5, width_m: 4 },
    protected_areas: [
      {
        id: 'old-birch',
        kind: 'existing_tree',
        shape: { type: 'circle', center: [17, 27], radius: 3 },
        height_m: 15,
        label: 'Old birch',
      },
    ],
    location: { lat: 55.75, lon: 37.6 },
  }),
  selection: Object.entries({
    house_medium: 1,
    bathhouse: 1,
    greenhouse_3x6: 1,
    vegetable_bed: 6,
    fruit_tree_medium: 3,
    berry_bush: 4,
    outdoor_toilet: 1,
    compost_bin: 1,
    parking_space: 1,
    gazebo: 1,
    well: 1,
  }).map(([landscape_object, count]) => ({ landscape_object, count })),
};

let testApp: TestApp;
let batch: Generation[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { headers } = await signedInUser(testApp.app, testApp.database);
  const project = await projectsClient(testApp.app, headers).created(issueProject);
  const api = generationsClient(testApp.app, headers);
  const response = await api.generate({ project: project.id, variants: 4, seed: 1 });
  expect(response.statusCode).toBe(201);
  batch = await api.finished(
    response.json<Generation[]>().map((g) => g.id),
    90_000,
  );
}, 120_000);
afterAll(async () => {
  await testApp.app.close();
});

/**
 * The car drives straight in: the parking space's long side square to the street (along y), its
 * near short side at the fence and at least a car's lane (2.4 m) of it inside the 4 m opening.
 */
function drivable(g: Generation): boolean {
  const parking = g.plan?.objects.find((o) => o.landscape_object === 'parking_space');
  if (parking === undefined) return false;
  const turned = Math.abs(((parking.rotation_deg % 180) + 180) % 180);
  const [across, along] =
    turned > 45 && turned < 135 ? [parking.depth, parking.width] : [parking.width, parking.depth];
  if (along < across) return false;
  const near = parking.y - along / 2;
  const overlap = Math.min(12, parking.x + across / 2) - Math.max(8, parking.x - across / 2);
  return near <= 0.1 && overlap >= 2.4 - 0.05;
}

describe("the issue's 20 x 30 m plot through the API", () => {
  it('gets four variants, each complete, reached, without an error and drivable', () => {
    expect(batch).toHaveLength(4);
    for (const g of batch) {
      expect(g.status).toBe('succeeded');
      expect(g.not_placed).toEqual([]);
      expect(g.plan?.objects).toHaveLength(21);
      expect(g.unreachable).toEqual([]);
      expect(g.violations.filter((v) => v.severity === 'error')).toEqual([]);
      expect(drivable(g)).toBe(true);
    }
  });
});
