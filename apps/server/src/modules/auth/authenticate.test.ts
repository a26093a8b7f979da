import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { currentUser } from './authenticate.js';

// How another module guards its routes: `preHandler: app.authenticate`, then `currentUser(request)`.
function guardedRoutes(app: FastifyInstance) {
  app.get('/api/test/mine/', { preHandler: app.authenticate }, async (request) => ({
    owner: currentUser(request),
  }));
  app.get('/api/test/open/', async (request) => ({ user: request.user }));
  app.get('/api/test/forgot-the-guard/', async (request) => currentUser(request));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: guardedRoutes });
});
afterAll(async () => {
  await t.app.close();
});

describe('app.authenticate for other modules', () => {
  it('sets request.user to {id, email} for a valid access token', async () => {
    const { user, headers } = await signedInUser(t.app, t.database);
    const response = await t.app.inject({ method: 'GET', url: '/api/test/mine/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ owner: { id: user.id, email: user.email } });
  });

  it('answers 401 not_authenticated without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/mine/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('leaves request.user null on unguarded routes, even with a token', async () => {
    const { headers } = await signedInUser(t.app, t.database);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/open/', headers })).json()).toEqual({
      user: null,
    });
  });

  it('makes currentUser refuse (401) on a route that forgot the guard', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/forgot-the-guard/' });
    expect(response.statusCode).toBe(401);
  });
});
