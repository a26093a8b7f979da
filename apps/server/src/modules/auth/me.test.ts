import { authDetails } from '@plotplan/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me/', headers });

describe('GET /api/auth/me/', () => {
  it('answers the signed-in user with id, email and an ISO-8601 date_joined', async () => {
    const { user, headers } = await signedInUser(t.app, t.database);
    const response = await me(headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id: user.id, email: user.email, date_joined: expect.any(String), locale: null });
    expect(body.date_joined).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(body.date_joined) - Date.now())).toBeLessThan(60_000);
  });

  it('answers no Authorization header with 401 not_authenticated and a Bearer challenge', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('treats another scheme as no credentials and a malformed Bearer header as bad', async () => {
    expect((await me({ authorization: 'Basic YTpi' })).json().code).toBe('not_authenticated');
    expect((await me({ authorization: '' })).json().code).toBe('not_authenticated');
    for (const authorization of ['Bearer', 'Bearer a b']) {
      const response = await me({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Authorization header must contain two space-delimited values',
        code: 'bad_authorization_header',
      });
    }
    const garbage = await me({ authorization: 'Bearer garbage' });
    expect(garbage.json()).toEqual({ detail: authDetails.tokenNotValid, code: 'token_not_valid' });
  });

  it('accepts the scheme in any case', async () => {
    const { tokens } = await signedInUser(t.app, t.database);
    expect((await me({ authorization: `bearer ${tokens.access}` })).statusCode).toBe(200);
  });

  it('refuses the token of a user deactivated or deleted since', async () => {
    const { user, headers } = await signedInUser(t.app, t.database);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await me(headers)).json().code).toBe('token_not_valid');
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(headers)).json().code).toBe('token_not_valid');
  });

  it('answers POST with 405', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/me/' });
    expect(response.statusCode).toBe(405);
  });
});

describe('PATCH /api/auth/me/', () => {
  const patchMe = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/me/', headers, payload: payload as object });

  it('stores the chosen language on the account, and null forgets it', async () => {
    const { headers } = await signedInUser(t.app, t.database);
    const saved = await patchMe(headers, { locale: 'ru' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('ru');
    expect((await me(headers)).json().locale).toBe('ru');
    expect((await patchMe(headers, { locale: null })).json().locale).toBeNull();
    expect((await me(headers)).json().locale).toBeNull();
  });

  it('refuses a language it does not speak and a caller without a token', async () => {
    const { headers } = await signedInUser(t.app, t.database);
    const refused = await patchMe(headers, { locale: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('locale');
    expect((await patchMe({}, { locale: 'ru' })).statusCode).toBe(401);
  });
});
