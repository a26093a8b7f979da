import { afterEach, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { defaultAuthLimits, resolveAuthLimits } from './auth-throttle.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const twoPerAddressThreePerIp = {
  perAddress: { limit: 2, windowSeconds: 60 },
  perIp: { limit: 3, windowSeconds: 600 },
};

async function appWith(scope: 'login' | 'register' | 'resend' | 'reset') {
  t = await createTestApp({ limits: { [scope]: twoPerAddressThreePerIp } });
  return t;
}

const post = (app: TestApp, url: string, payload: object, ip = '203.0.113.7') =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function expectThrottled(
  response: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  max: number,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(max);
  expect(response.json()).toEqual({
    detail: `Request was throttled. Expected available in ${retryAfter} seconds.`,
    code: 'throttled',
  });
}

describe('throttling of the auth endpoints', () => {
  it('limits sign-in attempts per IP and address (in any case), whether or not the password is right', async () => {
    t = await createTestApp({
      limits: {
        login: { perIpAndAddress: { limit: 2, windowSeconds: 60 }, perIp: { limit: 30, windowSeconds: 60 } },
      },
    });
    const app = t;
    const user = await createUser(app.database);
    const url = '/api/token/';
    expect((await post(app, url, { email: user.email, password: 'wrong' })).statusCode).toBe(401);
    expect((await post(app, url, { email: user.email.toUpperCase(), password: 'wrong' })).statusCode).toBe(
      401,
    );
    expectThrottled(await post(app, url, { email: user.email, password: user.password }), 60);
    // Another address from the same IP is not affected.
    const other = await createUser(app.database);
    expect((await post(app, url, { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('defect 9: ten wrong passwords from one IP do not lock the owner out from another IP', async () => {
    t = await createTestApp({ limits: {} });
    const user = await createUser(t.database);
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(t, '/api/token/', { email: user.email, password: 'wrong' }, '198.51.100.66')).statusCode,
      ).toBe(401);
    }
    expectThrottled(
      await post(t, '/api/token/', { email: user.email, password: 'wrong' }, '198.51.100.66'),
      60,
    );
    const owner = await post(
      t,
      '/api/token/',
      { email: user.email, password: user.password },
      '203.0.113.10',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP across addresses, and other IPs go on', async () => {
    const app = await appWith('login');
    for (let i = 0; i < 3; i++) {
      expect((await post(app, '/api/token/', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
    }
    expectThrottled(await post(app, '/api/token/', { email: uniqueEmail(), password: 'x' }), 600);
    expect(
      (await post(app, '/api/token/', { email: uniqueEmail(), password: 'x' }, '192.0.2.99')).statusCode,
    ).toBe(401);
  });

  it('limits registrations per address and per IP', async () => {
    const app = await appWith('register');
    const email = uniqueEmail();
    const url = '/api/auth/register/';
    expect((await post(app, url, { email, password: TEST_PASSWORD }, '192.0.2.1')).statusCode).toBe(201);
    expect((await post(app, url, { email, password: TEST_PASSWORD }, '192.0.2.2')).statusCode).toBe(201);
    expectThrottled(await post(app, url, { email, password: TEST_PASSWORD }, '192.0.2.3'), 60);
    // 192.0.2.1 has one registration; two more fill its window of three.
    expect(
      (await post(app, url, { email: uniqueEmail(), password: TEST_PASSWORD }, '192.0.2.1')).statusCode,
    ).toBe(201);
    expect(
      (await post(app, url, { email: uniqueEmail(), password: TEST_PASSWORD }, '192.0.2.1')).statusCode,
    ).toBe(201);
    expectThrottled(
      await post(app, url, { email: uniqueEmail(), password: TEST_PASSWORD }, '192.0.2.1'),
      600,
    );
  });

  it('limits verification resends and password resets per address, known or not', async () => {
    for (const [scope, url] of [
      ['resend', '/api/auth/verify/resend/'],
      ['reset', '/api/auth/password/reset/'],
    ] as const) {
      const app = await appWith(scope);
      const email = uniqueEmail('ghost');
      expect((await post(app, url, { email }, '192.0.2.1')).statusCode).toBe(202);
      expect((await post(app, url, { email }, '192.0.2.2')).statusCode).toBe(202);
      expectThrottled(await post(app, url, { email: email.toUpperCase() }, '192.0.2.3'), 60);
      await app.app.close();
      t = undefined;
    }
  });

  it('counts each endpoint on its own', async () => {
    const app = await appWith('register');
    const email = uniqueEmail();
    await post(app, '/api/auth/register/', { email, password: TEST_PASSWORD });
    await post(app, '/api/auth/register/', { email, password: TEST_PASSWORD });
    expect((await post(app, '/api/auth/password/reset/', { email })).statusCode).toBe(202);
    expect((await post(app, '/api/token/', { email, password: TEST_PASSWORD })).statusCode).toBe(403);
  });

  it('does not throttle verify, refresh or blacklist', async () => {
    const app = await appWith('login');
    for (let i = 0; i < 6; i++) {
      expect((await post(app, '/api/auth/verify/', { token: 'nope' })).statusCode).toBe(400);
      expect((await post(app, '/api/token/refresh/', { refresh: 'nope' })).statusCode).toBe(401);
    }
  });

  it('uses the documented defaults unless told otherwise, per scope and per field', () => {
    expect(defaultAuthLimits).toEqual({
      login: { perIpAndAddress: { limit: 10, windowSeconds: 60 }, perIp: { limit: 30, windowSeconds: 60 } },
      register: { perAddress: { limit: 5, windowSeconds: 600 }, perIp: { limit: 30, windowSeconds: 3600 } },
      resend: { perAddress: { limit: 5, windowSeconds: 600 }, perIp: { limit: 30, windowSeconds: 3600 } },
      reset: { perAddress: { limit: 5, windowSeconds: 600 }, perIp: { limit: 30, windowSeconds: 3600 } },
    });
    const merged = resolveAuthLimits({ login: { perIp: { limit: 1, windowSeconds: 5 } } });
    expect(merged.login).toEqual({
      perIpAndAddress: { limit: 10, windowSeconds: 60 },
      perIp: { limit: 1, windowSeconds: 5 },
    });
    expect(merged.register).toEqual(defaultAuthLimits.register);
  });

  it('takes the per-IP hourly limit of registrations from AUTH_MAIL_PER_IP_PER_HOUR', async () => {
    t = await createTestApp({ limits: {}, env: { AUTH_MAIL_PER_IP_PER_HOUR: '2' } });
    const register = (ip: string) =>
      post(t as TestApp, '/api/auth/register/', { email: uniqueEmail(), password: TEST_PASSWORD }, ip);
    expect((await register('192.0.2.9')).statusCode).toBe(201);
    expect((await register('192.0.2.9')).statusCode).toBe(201);
    expectThrottled(await register('192.0.2.9'), 3600);
    expect((await register('192.0.2.10')).statusCode).toBe(201);
  });

  it('applies the defaults when buildApp gets no limits: the 11th sign-in per minute from one IP is refused', async () => {
    t = await createTestApp({ limits: {} });
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) {
      expect((await post(t, '/api/token/', { email, password: 'x' }, '192.0.2.7')).statusCode).toBe(401);
    }
    expectThrottled(await post(t, '/api/token/', { email, password: 'x' }, '192.0.2.7'), 60);
  });
});
