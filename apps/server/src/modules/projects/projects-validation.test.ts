import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  placed,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let headers: Record<string, string>;
let api: ProjectsClient;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = (await signedInUser(testApp.app, testApp.database)).headers;
  api = projectsClient(testApp.app, headers);
});
afterAll(async () => {
  await testApp.app.close();
});

const badPlots: [string, unknown, unknown][] = [
  [
    'a self-intersecting boundary',
    rectPlot({
      boundary: [
        [0, 0],
        [20, 30],
        [20, 0],
        [0, 30],
      ],
    }),
    { plot: { boundary: ['edge 2 crosses edge 0'] } },
  ],
  [
    'a two-point boundary',
    rectPlot({
      boundary: [
        [0, 0],
        [20, 0],
      ],
    }),
    { plot: { boundary: ['A boundary needs at least 3 vertices.'] } },
  ],
  [
    'out-of-range coordinates',
    rectPlot({
      boundary: [
        [0, 0],
        [20_000, 0],
        [20, 30],
        [0, 30],
      ],
    }),
    { plot: { boundary: { '1': { '0': ['Coordinates must be within 10 km of the origin.'] } } } },
  ],
  [
    'a bad edge kind',
    rectPlot({ edges: [{ kind: 'lake' }, { kind: 'street' }, { kind: 'street' }, { kind: 'street' }] }),
    { plot: { edges: { '0': { kind: [expect.any(String)] } } } },
  ],
  [
    'a protected area outside the plot',
    rectPlot({
      protected_areas: [
        {
          id: 'gas',
          kind: 'utility_easement',
          label: 'Gas pipe',
          shape: { type: 'circle', center: [100, 100], radius: 2 },
        },
      ],
    }),
    { plot: { protected_areas: { '0': { shape: ['Gas pipe lies outside the plot.'] } } } },
  ],
  [
    'an unknown rule override',
    rectPlot({ rule_overrides: { 'no-such-rule': 3 } }),
    { plot: { rule_overrides: ['no-such-rule: no rule "no-such-rule" in pack ru-snt'] } },
  ],
  [
    'a negative rule override',
    rectPlot({ rule_overrides: { 'house-sauna': -1 } }),
    { plot: { rule_overrides: { 'house-sauna': ['A rule value cannot be negative.'] } } },
  ],
  ['a plot of the wrong type', 'square', { plot: [expect.any(String)] }],
];

describe('project validation', () => {
  it.each(badPlots)('rejects %s on create and on PATCH', async (_name, plot, expected) => {
    const created = await api.create({ name: 'Bad plot', plot });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(expected);
    const project = await api.created({ name: 'Good so far' });
    const patched = await api.patch(project.id, { plot });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual(expected);
    expect((await api.get(project.id)).json()).toMatchObject({ plot: null, version: 1 });
  });

  it('rejects an unknown selection code, and reports plot problems alongside', async () => {
    const response = await api.create({
      name: 'Wishes',
      plot: rectPlot({ rule_overrides: { nope: 1 } }),
      selection: [
        { landscape_object: 'house_small', count: 1 },
        { landscape_object: 'unicorn_stable', count: 2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plot: { rule_overrides: ['nope: no rule "nope" in pack ru-snt'] },
      selection: { '1': { landscape_object: ['"unicorn_stable" is not in the catalog.'] } },
    });
  });

  it.each([
    [{}, { name: ['This field is required.'] }],
    [{ name: '   ' }, { name: ['This field may not be blank.'] }],
    [{ name: 'x'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
    [{ name: 5 }, { name: ['Not a valid string.'] }],
    [{ name: 'ok', description: 'x'.repeat(2001) }, { description: [expect.any(String)] }],
    [{ name: 'ok', selection: 'all' }, { selection: [expect.any(String)] }],
    [
      { name: 'ok', selection: [{ landscape_object: 'well', count: 0 }] },
      { selection: { '0': { count: [expect.any(String)] } } },
    ],
  ])('rejects the body %j', async (body, expected) => {
    const response = await api.create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('rejects a PUT without a name', async () => {
    const project = await api.created({ name: 'Named' });
    const response = await api.put(project.id, { description: 'no name' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['This field is required.'] });
  });

  it('rejects malformed JSON with parse_error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'parse_error' });
  });
});

describe('edit_actual_plan validation', () => {
  it('needs a plot first', async () => {
    const project = await api.created({ name: 'No plot' });
    const response = await api.edit(project.id, { plan: { objects: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ plan: ['Describe the plot before adding a plan.'] });
  });

  it('names an object that is not in the catalog', async () => {
    const project = await api.created({ name: 'Odd plan', plot: rectPlot() });
    const plan = { objects: [placed('h1', 'house_small', 10, 15), placed('x9', 'ufo_pad', 5, 5)] };
    const response = await api.edit(project.id, { plan });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plan: {
        objects: { '1': { landscape_object: ['Object "x9" is a "ufo_pad", which is not in the catalog.'] } },
      },
    });
    expect((await api.get(project.id)).json()).toMatchObject({ plan_version: null, history: [] });
  });

  it('refuses more than 500 objects', async () => {
    const project = await api.created({ name: 'Crowded', plot: rectPlot() });
    const objects = Array.from({ length: 501 }, (_, i) =>
      placed(`b${i}`, 'beehive', 1 + (i % 18), 1 + i / 20),
    );
    const response = await api.edit(project.id, { plan: { objects } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ plan: { objects: ['A plan can hold at most 500 objects.'] } });
  });

  it.each([
    [{}, { non_field_errors: ['Send either a plan or a generation.'] }],
    [{ plan: { objects: [] }, generation: 1 }, { non_field_errors: ['Send either a plan or a generation.'] }],
    [{ generation: 3 }, { generation: ['No finished generation with this id in this project.'] }],
    [{ plan: { objects: [] }, source: 'restore' }, { source: [expect.any(String)] }],
  ])('rejects %j', async (body, expected) => {
    const project = await api.created({ name: 'Body checks', plot: rectPlot() });
    const response = await api.edit(project.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });
});
