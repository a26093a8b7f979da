import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { insertGenerationRow } from '../../test-support/generation-fixtures.js';
import { injectAs } from '../../test-support/inject-as.js';
import {
  houseOnly,
  placed,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Inputs the schemas once let through to the database or the geometry (issue 16): each is a 400
// naming the field (or a 404 for an id in a path), and the database is left as it was.

let testApp: TestApp;
let api: ProjectsClient;
let call: ReturnType<typeof injectAs>;
let projectId: number;
let userId: number;

const TOO_BIG = 2_147_483_648;
const NUL = '\u0000';

beforeAll(async () => {
  testApp = await createTestApp();
  const { headers, user } = await signedInUser(testApp.app, testApp.database);
  userId = user.id;
  api = projectsClient(testApp.app, headers);
  call = injectAs(testApp.app, headers);
  projectId = (await api.created({ name: 'Plot', plot: rectPlot(), selection: [] })).id;
  const edit = await api.edit(projectId, { plan: houseOnly() });
  expect(edit.statusCode).toBe(200);
});
afterAll(async () => {
  await testApp.app.close();
});

/** What a refused request must leave alone: the project and the lists of chats and generations. */
async function snapshot() {
  const [project, projects, chats, generations] = await Promise.all([
    api.get(projectId),
    api.list(),
    call('GET', '/api/chat/chats/'),
    call('GET', `/api/generations/?project=${projectId}`),
  ]);
  return [project.body, projects.body, chats.body, generations.body];
}

describe('defect 2: integers above 2^31-1 are a 400 naming the field, not a 500', () => {
  const cases: [string, () => Promise<{ statusCode: number; json: () => unknown }>, string][] = [
    ['generate_plan project', () => call('POST', '/api/generate_plan/', { project: TOO_BIG }), 'project'],
    ['PATCH version', () => api.patch(projectId, { name: 'x', version: TOO_BIG }), 'version'],
    [
      'edit base_version',
      () => api.edit(projectId, { plan: houseOnly(), base_version: TOO_BIG }),
      'base_version',
    ],
    ['edit generation', () => api.edit(projectId, { generation: TOO_BIG }), 'generation'],
    ['set_previous_plan version', () => api.restore(projectId, { version: TOO_BIG }), 'version'],
    ['chat project', () => call('POST', '/api/chat/chats/', { project: TOO_BIG }), 'project'],
    ['chats ?project=', () => call('GET', `/api/chat/chats/?project=${TOO_BIG}`), 'project'],
    ['generations ?project=', () => call('GET', `/api/generations/?project=${TOO_BIG}`), 'project'],
  ];
  it.each(cases)('%s', async (_name, send, field) => {
    const before = await snapshot();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
    expect(await snapshot()).toEqual(before);
  });

  it('messages ?before= is a 400 naming the field', async () => {
    const chat = await call('POST', '/api/chat/chats/', { title: 'Paging' });
    const response = await call('GET', `/api/chat/chats/${chat.json().id}/messages/?before=${TOO_BIG}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('before');
  });

  it('an out-of-range id in a path is a 404 like any unknown id', async () => {
    const response = await api.get(TOO_BIG);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});

describe('defect 3: a NUL character in a stored string is a 400 naming the field', () => {
  it.each([
    ['project name', () => api.create({ name: `a${NUL}b` }), 'name'],
    ['project description', () => api.patch(projectId, { description: `a${NUL}b` }), 'description'],
    [
      'area label',
      () =>
        api.patch(projectId, {
          plot: rectPlot({
            protected_areas: [
              {
                id: 'a',
                kind: 'existing_tree',
                shape: { type: 'circle', center: [5, 5], radius: 1 },
                label: NUL,
              },
            ],
          }),
        }),
      'plot.protected_areas.0.label',
    ],
    [
      'object id in a plan',
      () => api.edit(projectId, { plan: { objects: [placed(`h${NUL}`, 'house_small', 10, 15)] } }),
      'plan.objects.0.id',
    ],
    ['chat title', () => call('POST', '/api/chat/chats/', { title: `t${NUL}` }), 'title'],
  ])('%s', async (_name, send, field) => {
    const before = await snapshot();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field.split('.'));
    expect(await snapshot()).toEqual(before);
  });

  it('generation name', async () => {
    const id = await insertGenerationRow(testApp.database.db, { projectId, ownerId: userId, status: 'held' });
    const before = (await call('GET', `/api/generations/${id}/`)).body;
    const response = await call('PATCH', `/api/generations/${id}/`, { name: `g${NUL}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('name');
    expect((await call('GET', `/api/generations/${id}/`)).body).toEqual(before);
  });

  it('chat message and chat rename', async () => {
    const chat = (await call('POST', '/api/chat/chats/', { title: 'NUL' })).json() as { id: number };
    const message = await call('POST', `/api/chat/${chat.id}/messages/create/`, { content: `hi${NUL}` });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toHaveProperty('content');
    const messages = await call('GET', `/api/chat/chats/${chat.id}/messages/`);
    expect(messages.json()).toEqual([]);
    const rename = await call('PATCH', `/api/chat/chats/${chat.id}/`, { title: NUL });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toHaveProperty('title');
  });
});

describe('defect 4: angles are normalised and numbers the domain would refuse are a 400', () => {
  it('a rotation of 1e10 degrees is stored as the same angle in [0, 360)', async () => {
    const plan = { objects: [{ ...placed('h1', 'house_small', 10, 15), rotation_deg: 1e10 }] };
    const response = await api.edit(projectId, { plan });
    expect(response.statusCode).toBe(200);
    const rotation = response.json().actual_plan.objects[0].rotation_deg as number;
    expect(rotation).toBeGreaterThanOrEqual(0);
    expect(rotation).toBeLessThan(360);
    expect(rotation).toBeCloseTo(1e10 % 360, 6);
  });

  it('a north angle of -90 becomes 270', async () => {
    const response = await api.patch(projectId, { plot: rectPlot({ north_deg: -90 }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().plot.north_deg).toBe(270);
  });

  it('an entrance on an edge the plot cannot have is a 400, the project unchanged', async () => {
    const before = await snapshot();
    const response = await api.patch(projectId, {
      plot: rectPlot({ entrance: { edge: TOO_BIG, t: 0.5, width_m: 3 } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('plot');
    expect(await snapshot()).toEqual(before);
  });
});
