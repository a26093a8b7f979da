import { authDetails, messages } from '@plotplan/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/token/', payload: payload as object });

const noActiveAccount = { detail: authDetails.noActiveAccount, code: 'no_active_account' };

describe('POST /api/token/', () => {
  it('answers a verified user with an access and a refresh token', async () => {
    const user = await createUser(t.database);
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json<{ access: string; refresh: string }>();
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'refresh']);

    expect(decodeProtectedHeader(access)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const a = decodeJwt(access);
    const r = decodeJwt(refresh);
    expect(a).toMatchObject({ token_type: 'access', user_id: user.id, sub: String(user.id) });
    expect(r).toMatchObject({ token_type: 'refresh', user_id: user.id, sub: String(user.id) });
    expect(a.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(r.jti).not.toBe(a.jti);
    expect((a.exp ?? 0) - (a.iat ?? 0)).toBe(5 * 60);
    expect((r.exp ?? 0) - (r.iat ?? 0)).toBe(24 * 60 * 60);
  });

  it('finds the account whatever the case of the address', async () => {
    const user = await createUser(t.database, { email: uniqueEmail('MixedCase') });
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address identically (401 no_active_account)', async () => {
    const user = await createUser(t.database);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(noActiveAccount);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
  });

  it('spends comparable work on an unknown address as on a known one (a dummy hash is checked)', async () => {
    const user = await createUser(t.database);
    // CPU time, not wall time: argon2 runs on libuv's threads of this process, and a busy machine
    // stretches wall time but not the work done.
    const work = async (email: string) => {
      const started = process.cpuUsage();
      await login({ email, password: 'not-the-password' });
      const spent = process.cpuUsage(started);
      return spent.user + spent.system;
    };
    await work(uniqueEmail()); // warm the dummy hash
    const known = Math.min(await work(user.email), await work(user.email), await work(user.email));
    const unknown = Math.min(await work(uniqueEmail()), await work(uniqueEmail()), await work(uniqueEmail()));
    // Measured: both about 16 ms with the dummy; without it the unknown case costs a third (5.5 ms).
    expect(unknown).toBeGreaterThan(known * 0.7);
  });

  it('answers an inactive account like an unknown one, even with the right password', async () => {
    const user = await createUser(t.database, { active: false });
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(noActiveAccount);
  });

  it('tells an unverified account to verify only after the right password', async () => {
    const user = await createUser(t.database, { verified: false });
    const right = await login({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      detail: 'Verify your e-mail address before signing in.',
      code: 'email_not_verified',
    });
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(noActiveAccount);
  });

  it('accepts any stored password as typed, without applying the new-password rules', async () => {
    const user = await createUser(t.database, { password: '1234' });
    expect((await login({ email: user.email, password: '1234' })).statusCode).toBe(200);
  });

  it.each([
    ['missing fields', {}, { email: [messages.required], password: [messages.required] }],
    [
      'wrong types',
      { email: true, password: 12345678 },
      { email: ['Not a valid string.'], password: ['Not a valid string.'] },
    ],
    ['an invalid address', { email: 'x@', password: 'p' }, { email: [messages.invalidEmail] }],
    [
      'a 129-character password',
      { email: 'a@example.com', password: 'p'.repeat(129) },
      { password: [messages.passwordTooLong] },
    ],
    [
      'a 10,000-character address',
      { email: `${'a'.repeat(10_000)}@example.com`, password: TEST_PASSWORD },
      { email: [messages.emailTooLong] },
    ],
  ])('answers %s with 400 field errors', async (_name, payload, errors) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('answers malformed JSON with 400 parse_error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('parse_error');
  });

  it('answers GET with 405 and Allow: POST', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/token/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('POST');
  });
});
