import { MAX_SHARE_LINKS_PER_PROJECT } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { injectAs } from '../../test-support/inject-as.js';
import {
  houseOnly,
  placed,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

interface Link {
  id: number;
  token: string;
  path: string;
  created_at: string;
}

let testApp: TestApp;
let alice: ProjectsClient;
let aliceCall: ReturnType<typeof injectAs>;
let aliceEmail: string;
let bobCall: ReturnType<typeof injectAs>;
let project: number;

const links = (id: number | string) => `/api/projects/${id}/share_links/`;
const shared = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/shared/${token}/` });
const notFoundBody = { detail: 'Not found.', code: 'not_found' };

async function newLink(id = project): Promise<Link> {
  const response = await aliceCall('POST', links(id));
  expect(response.statusCode).toBe(201);
  return response.json<Link>();
}

beforeAll(async () => {
  testApp = await createTestApp();
  const a = await signedInUser(testApp.app, testApp.database);
  const b = await signedInUser(testApp.app, testApp.database);
  alice = projectsClient(testApp.app, a.headers);
  aliceCall = injectAs(testApp.app, a.headers);
  aliceEmail = a.user.email;
  bobCall = injectAs(testApp.app, b.headers);
  project = (await alice.created({ name: 'Dacha', plot: rectPlot() })).id;
  await alice.edit(project, { plan: houseOnly() });
});
afterAll(async () => {
  await testApp.app.close();
});

describe('the owner', () => {
  it('creates links with distinct tokens of at least 128 bits, lists and revokes them', async () => {
    const first = await newLink();
    const second = await newLink();
    for (const link of [first, second]) {
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits; 22 characters would be 128
      expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
      expect(link.path).toBe(`/shared/${link.token}`);
      expect(Number.isNaN(Date.parse(link.created_at))).toBe(false);
    }
    expect(first.token).not.toBe(second.token);

    const listed = await aliceCall('GET', links(project));
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<Link[]>().map((l) => l.id)).toEqual([first.id, second.id]);

    const revoked = await aliceCall('DELETE', `${links(project)}${first.id}/`);
    expect(revoked.statusCode).toBe(204);
    expect((await aliceCall('GET', links(project))).json<Link[]>().map((l) => l.id)).toEqual([second.id]);
    expect((await shared(first.token)).statusCode).toBe(404);
    expect((await shared(second.token)).statusCode).toBe(200);
    // Revoking twice: the link is gone.
    expect((await aliceCall('DELETE', `${links(project)}${first.id}/`)).statusCode).toBe(404);
  });

  it(`may have at most ${MAX_SHARE_LINKS_PER_PROJECT} live links per project`, async () => {
    const other = (await alice.created({ name: 'Capped', plot: rectPlot() })).id;
    const made: Link[] = [];
    for (let i = 0; i < MAX_SHARE_LINKS_PER_PROJECT; i++) made.push(await newLink(other));
    const refused = await aliceCall('POST', links(other));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: ['A project can have at most 20 share links. Revoke one first.'],
    });
    await aliceCall('DELETE', `${links(other)}${made[0]?.id}/`);
    expect((await aliceCall('POST', links(other))).statusCode).toBe(201);
  });

  it('needs to be signed in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: links(project) });
    expect(response.statusCode).toBe(401);
  });
});

describe("another user's project", () => {
  it('is a 404 on list, create and revoke, and changes nothing', async () => {
    const link = await newLink();
    const before = (await aliceCall('GET', links(project))).json<Link[]>();
    for (const attempt of [
      () => bobCall('GET', links(project)),
      () => bobCall('POST', links(project)),
      () => bobCall('DELETE', `${links(project)}${link.id}/`),
    ]) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await aliceCall('GET', links(project))).json()).toEqual(before);
    expect((await shared(link.token)).statusCode).toBe(200);
  });

  it("cannot revoke the owner's link through a project of its own", async () => {
    const link = await newLink();
    const bobs = (await bobCall('POST', '/api/projects/', { name: 'Bob' })).json<{ id: number }>().id;
    expect((await bobCall('DELETE', `${links(bobs)}${link.id}/`)).statusCode).toBe(404);
    // Nor does the owner through another of her projects: a link belongs to its project.
    const sibling = (await alice.created({ name: 'Sibling' })).id;
    expect((await aliceCall('DELETE', `${links(sibling)}${link.id}/`)).statusCode).toBe(404);
    expect((await aliceCall('GET', links(sibling))).json()).toEqual([]);
    expect((await shared(link.token)).statusCode).toBe(200);
  });

  it.each(['0', 'abc', '99999999'])('and a bad or unknown project id %s are 404', async (id) => {
    expect((await aliceCall('GET', links(id))).statusCode).toBe(404);
    expect((await aliceCall('POST', links(id))).statusCode).toBe(404);
  });
});

describe('the shared project, without signing in', () => {
  it('is the current plan with no owner data, never cached', async () => {
    const link = await newLink();
    const response = await shared(link.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      ['actual_plan', 'metrics', 'name', 'plan_version', 'plot', 'updated_at'].sort(),
    );
    expect(body['name']).toBe('Dacha');
    expect(response.body).not.toContain(aliceEmail);
    // Plan objects have ids of their own; nothing names a user, a project or another project.
    expect(response.body).not.toMatch(/"(owner|user_id|owner_id|project|email|history)"/);
    expect(response.body).not.toContain(`"id":${project}`);
    expect(body['metrics']).toMatchObject({ plot_area_m2: 600 });
  });

  it('follows edits: the plan served is the current version', async () => {
    const link = await newLink();
    const before = (await shared(link.token)).json<{ plan_version: number }>();
    const well = placed('w1', 'well', 3, 25, { shape: 'circle', width: 1, depth: 1 });
    await alice.edit(project, { plan: { objects: [...houseOnly().objects, well] } });
    const after = (await shared(link.token)).json<{
      plan_version: number;
      actual_plan: { objects: { id: string }[] };
    }>();
    expect(after.plan_version).toBe(before.plan_version + 1);
    expect(after.actual_plan.objects.map((o) => o.id)).toEqual(['h1', 'w1']);
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['too short', 'abc'],
    ['malformed', `${'a'.repeat(42)}!`],
    ['too long', 'a'.repeat(400)],
  ])('is a 404 for a %s token', async (_what, token) => {
    const response = await shared(encodeURIComponent(token));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    // A refusal is not kept by a cache either; a path too long to route is refused before any route.
    if (token.length <= 100) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is a 404 once the project is deleted', async () => {
    const doomed = (await alice.created({ name: 'Doomed', plot: rectPlot() })).id;
    const link = await newLink(doomed);
    expect((await shared(link.token)).statusCode).toBe(200);
    expect((await alice.remove(doomed)).statusCode).toBe(204);
    expect((await shared(link.token)).statusCode).toBe(404);
  });

  it('offers nothing to write', async () => {
    const link = await newLink();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: `/api/shared/${link.token}/`, payload: {} });
      expect(response.statusCode).toBe(405);
      expect(response.headers['allow']).toBe('GET, HEAD');
    }
    expect((await shared(link.token)).statusCode).toBe(200);
  });

  it("does not open the owner's other projects", async () => {
    const link = await newLink();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/projects/${project}/`,
      headers: { authorization: `Bearer ${link.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
