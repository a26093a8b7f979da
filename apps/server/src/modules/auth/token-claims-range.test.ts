import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { signedWith } from '../../test-support/forged-tokens.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Found by the API fuzz suite (issue 16): a token signed with the server's own key whose claims no
// sign-in issues (a user id beyond PostgreSQL's integer, an expiry beyond any date) reached the
// database and answered 500 on every authenticated route and on refresh/blacklist.
let testApp: TestApp;
let userId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  ({
    user: { id: userId },
  } = await signedInUser(testApp.app, testApp.database));
});
afterAll(async () => {
  await testApp.app.close();
});

const token = (type: 'access' | 'refresh', id: number, extra: Record<string, unknown> = {}) => {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    token_type: type,
    jti: `j${id}`,
    sub: String(id),
    user_id: id,
    pwd_at: 0,
    iat: now,
    exp: now + 300,
  };
  return signedWith(testApp.config.jwtSecret ?? '', { ...claims, ...extra });
};

const expectUnauthorized = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: expect.any(String), code: expect.any(String) });
};

describe('fuzz defect: well-signed tokens with out-of-range claims are a 401, not a 500', () => {
  it('an access token for user 2^31 or 2^53 is refused on an authenticated route', async () => {
    for (const id of [2 ** 31, 2 ** 53]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/projects/',
        headers: { authorization: `Bearer ${await token('access', id)}` },
      });
      expectUnauthorized(response);
    }
  });

  it('a refresh token for user 2^31, or expiring after any date, is refused by refresh and blacklist', async () => {
    const refreshTokens = [await token('refresh', 2 ** 31), await token('refresh', userId, { exp: 1e300 })];
    for (const refresh of refreshTokens) {
      for (const url of ['/api/token/refresh/', '/api/token/blacklist/']) {
        expectUnauthorized(await testApp.app.inject({ method: 'POST', url, payload: { refresh } }));
      }
    }
  });
});
