import { authDetails } from '@plotplan/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { bearer, createUser, signIn } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { resignedWith, signedWith, tampered, unsigned } from '../../test-support/forged-tokens.js';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = t.config.jwtSecret ?? '';
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const refresh = (token: unknown) => post('/api/token/refresh/', { refresh: token });
const blacklist = (token: unknown) => post('/api/token/blacklist/', { refresh: token });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(token) });
const refreshInvalid = { detail: authDetails.refreshNotValid, code: 'token_not_valid' };
const bearerInvalid = { detail: authDetails.tokenNotValid, code: 'token_not_valid' };

async function freshPair() {
  const user = await createUser(t.database);
  return { user, ...(await signIn(t.app, user.email, user.password)) };
}

describe('POST /api/token/refresh/', () => {
  it('answers a refresh token with a new access token that works', async () => {
    const { user, refresh: token } = await freshPair();
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access']);
    const { access } = response.json<{ access: string }>();
    expect(decodeJwt(access)).toMatchObject({ token_type: 'access', user_id: user.id });
    expect((await me(access)).json().email).toBe(user.email);
  });

  it('refuses an access token as a refresh token', async () => {
    const { access } = await freshPair();
    const response = await refresh(access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refreshInvalid);
  });

  it('refuses forged, tampered, unsigned, expired and garbage tokens', async () => {
    const { refresh: token, user } = await freshPair();
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await resignedWith(token, 'another-secret-that-is-long-enough-0123456789'),
      unsigned(token),
      tampered(token, { user_id: user.id + 1, sub: String(user.id + 1) }),
      tampered(token, { exp: now + 365 * 24 * 3600 }),
      await signedWith(secret, { ...claims, iat: now - 2 * 86400, exp: now - 86400 }),
      await signedWith(secret, claims, 'HS512'),
      await signedWith(secret, { ...claims, token_type: undefined }),
      await signedWith(secret, { ...claims, sub: '999999' }),
      await signedWith(secret, { ...claims, user_id: String(user.id) }),
      `${token}x`,
      'not.a.token',
      'garbage',
    ];
    for (const candidate of bad) {
      const response = await refresh(candidate);
      expect(response.statusCode, candidate).toBe(401);
      expect(response.json()).toEqual(refreshInvalid);
    }
  });

  it('answers missing, empty, wrong-typed and oversized refresh fields with 400', async () => {
    expect((await post('/api/token/refresh/', {})).json()).toEqual({ refresh: ['This field is required.'] });
    expect((await refresh('')).json()).toEqual({ refresh: ['This field is required.'] });
    expect((await refresh(123)).json()).toEqual({ refresh: ['Not a valid string.'] });
    const long = await refresh('x'.repeat(5000));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['refresh']);
  });

  it('refuses the refresh token of a user who has since been deactivated or deleted', async () => {
    const { user, refresh: token } = await freshPair();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(token)).statusCode).toBe(401);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('POST /api/token/blacklist/', () => {
  it('answers {} and the refresh token is dead afterwards, while another session lives on', async () => {
    const { user, refresh: token } = await freshPair();
    const other = await signIn(t.app, user.email, user.password);
    const response = await blacklist(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const after = await refresh(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(refreshInvalid);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses to blacklist the same token twice, an access token, or a forged one', async () => {
    const { refresh: token, access } = await freshPair();
    expect((await blacklist(token)).statusCode).toBe(200);
    const twice = await blacklist(token);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual(refreshInvalid);
    expect((await blacklist(access)).json()).toEqual(refreshInvalid);
    expect((await blacklist(unsigned(token))).statusCode).toBe(401);
    expect((await post('/api/token/blacklist/', {})).statusCode).toBe(400);
  });
});

describe('bearer tokens on a protected route', () => {
  it('refuses a refresh token as an access token', async () => {
    const { refresh: token } = await freshPair();
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(bearerInvalid);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('refuses forged, unsigned, tampered and expired access tokens', async () => {
    const { access, user } = await freshPair();
    const claims = decodeJwt(access);
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await resignedWith(access, 'another-secret-that-is-long-enough-0123456789'),
      unsigned(access),
      tampered(access, { user_id: user.id + 1, sub: String(user.id + 1) }),
      await signedWith(secret, { ...claims, iat: now - 600, exp: now - 300 }),
      await signedWith(secret, claims, 'HS384'),
      await signedWith(secret, { ...claims, token_type: 'id' }),
    ];
    for (const candidate of bad) {
      const response = await me(candidate);
      expect(response.statusCode, candidate).toBe(401);
      expect(response.json()).toEqual(bearerInvalid);
    }
  });

  it('accepts an access token until it expires, not one that outlived its 5 minutes', async () => {
    const { access } = await freshPair();
    const claims = decodeJwt(access);
    const now = Math.floor(Date.now() / 1000);
    const nearlyOld = await signedWith(secret, { ...claims, iat: now - 290, exp: now + 10 });
    expect((await me(nearlyOld)).statusCode).toBe(200);
    const old = await signedWith(secret, { ...claims, iat: now - 301, exp: now - 1 });
    expect((await me(old)).statusCode).toBe(401);
  });
});
