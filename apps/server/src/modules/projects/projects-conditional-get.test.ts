import { projectListItemSchema, projectSchema } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  houseOnly,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The list and a project are served from an in-process cache of their serialised answers; these
// tests read through the real app and check that every write shows at once, and that the cached
// bytes are exactly what the contract describes.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

async function newUser(): Promise<ProjectsClient & { headers: Record<string, string> }> {
  const { headers } = await signedInUser(testApp.app, testApp.database);
  return { ...projectsClient(testApp.app, headers), headers };
}

const listSchema = z.array(projectListItemSchema);

/** The body, which must be the contract's shape exactly: parsing it again changes nothing. */
function contractList(body: string) {
  const parsed = listSchema.parse(JSON.parse(body));
  expect(JSON.stringify(z.encode(listSchema, parsed))).toBe(body);
  return parsed;
}

function contractProject(body: string) {
  const parsed = projectSchema.parse(JSON.parse(body));
  expect(JSON.stringify(z.encode(projectSchema, parsed))).toBe(body);
  return parsed;
}

async function listed(api: ProjectsClient) {
  const response = await api.list();
  expect(response.statusCode).toBe(200);
  return { etag: String(response.headers.etag), items: contractList(response.body) };
}

describe('conditional GET of the project list', () => {
  it('answers 304 to its own ETag and 200 with a new ETag after each kind of write', async () => {
    const api = await newUser();
    const a = await api.created({ name: 'A', plot: rectPlot() });
    const first = await listed(api);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const again = await api.list();
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await api.list(); // cached by now
    expect(unchanged.body).toBe(again.body);
    const notModified = await testApp.app.inject({
      method: 'GET',
      url: '/api/projects/',
      headers: { ...api.headers, 'if-none-match': first.etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const etags = [first.etag];
    const expectChanged = async (check: (items: z.infer<typeof listSchema>) => void) => {
      const now = await listed(api);
      expect(etags).not.toContain(now.etag);
      etags.push(now.etag);
      check(now.items);
    };
    await api.patch(a.id, { name: 'A renamed' });
    await expectChanged((items) => expect(items.map((p) => p.name)).toEqual(['A renamed']));
    await api.edit(a.id, { plan: { objects: [] } });
    await expectChanged((items) => expect(items[0]?.has_plan).toBe(true));
    await api.edit(a.id, { plan: houseOnly() });
    await expectChanged((items) => expect(items[0]?.object_count).toBe(1));
    expect((await api.restore(a.id)).statusCode).toBe(200);
    await expectChanged((items) => expect(items[0]?.object_count).toBe(0));
    const copy = await api.created({ name: 'A copy', plot: rectPlot() });
    await expectChanged((items) => expect(items.map((p) => p.name)).toEqual(['A copy', 'A renamed']));
    await api.put(copy.id, { name: 'B', description: '', plot: null, selection: [] });
    await expectChanged((items) => expect(items[0]?.plot_area_m2).toBeNull());
    await api.remove(a.id);
    await expectChanged((items) => expect(items.map((p) => p.name)).toEqual(['B']));
  });

  it("keeps each user's list to themselves", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await alice.created({ name: 'Alice only' });
    expect((await listed(alice)).items.map((p) => p.name)).toEqual(['Alice only']);
    expect((await listed(bob)).items).toEqual([]);
    await bob.created({ name: 'Bob only' });
    expect((await listed(alice)).items.map((p) => p.name)).toEqual(['Alice only']);
    expect((await listed(bob)).items.map((p) => p.name)).toEqual(['Bob only']);
  });
});

describe('conditional GET of a project', () => {
  it('carries the version as ETag, answers 304 to it and shows every write at once', async () => {
    const api = await newUser();
    const created = await api.created({ name: 'P', plot: rectPlot() });
    const read = async () => {
      const response = await api.get(created.id);
      expect(response.statusCode).toBe(200);
      const project = contractProject(response.body);
      expect(response.headers.etag).toBe(`"${project.version}"`);
      return project;
    };
    const v1 = await read();
    expect((await read()).version).toBe(v1.version);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/projects/${created.id}/`,
      headers: { 'if-none-match': `"${v1.version}"` },
    });
    expect(anonymous.statusCode).toBe(401);
    const notModified = await testApp.app.inject({
      method: 'GET',
      url: `/api/projects/${created.id}/`,
      headers: { ...api.headers, 'if-none-match': `W/"${v1.version}", "other"` },
    });
    expect(notModified.statusCode).toBe(304);

    await api.patch(created.id, { name: 'P renamed' });
    const v2 = await read();
    expect(v2.name).toBe('P renamed');
    expect(v2.version).toBeGreaterThan(v1.version);
    await api.edit(created.id, { plan: houseOnly() });
    const v3 = await read();
    expect(v3.actual_plan?.objects).toHaveLength(1);
    expect(v3.history).toHaveLength(1);
    await api.edit(created.id, { plan: { objects: [] } });
    expect((await read()).actual_plan?.objects).toHaveLength(0);
    expect((await api.restore(created.id)).statusCode).toBe(200);
    expect((await read()).actual_plan?.objects).toHaveLength(1);
    await api.remove(created.id);
    expect((await api.get(created.id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's project, cached or not", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const project = await alice.created({ name: 'Mine' });
    expect((await alice.get(project.id)).statusCode).toBe(200);
    expect((await alice.get(project.id)).statusCode).toBe(200);
    const stolen = await bob.get(project.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('Mine');
  });
});
