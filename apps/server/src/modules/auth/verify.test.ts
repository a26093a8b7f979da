import { authDetails, messages } from '@plotplan/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.js';
import { hashOneTimeToken } from '../../security/one-time-token.js';
import { bearer, createUser, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { latestToken, mailsTo } from '../../test-support/mail-outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const verify = (token: unknown) => post('/api/auth/verify/', { token });
const resend = (email: unknown) => post('/api/auth/verify/resend/', { email });
const invalidLink = { token: [messages.invalidToken] };

async function registered(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  expect((await post('/api/auth/register/', { email, password: TEST_PASSWORD })).statusCode).toBe(201);
  return { email, token: await latestToken(t.app, t.config, email) };
}

describe('POST /api/auth/verify/', () => {
  it('marks the address verified, signs in, and the account can then sign in with its password', async () => {
    const { email, token } = await registered();
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json<{ access: string; refresh: string }>();
    expect(refresh).toEqual(expect.any(String));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(access) });
    expect(me.json().email).toBe(email);
    const row = (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
    expect(row?.isVerified).toBe(true);
    expect((await post('/api/token/', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('stores only a SHA-256 of the token, valid for 24 hours', async () => {
    const { token } = await registered();
    const rows = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.purpose).toBe('verify');
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 24 * 3600 * 1000)).toBeLessThan(5000);
    const all = await t.database.db.select({ hash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
    expect(all.map((r) => r.hash)).not.toContain(token);
  });

  it('works once: a second use is refused', async () => {
    const { token } = await registered();
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
  });

  it('lets only one of two concurrent uses of a link win', async () => {
    const { token } = await registered();
    const results = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired link', async () => {
    const { token } = await registered();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidLink);
  });

  it('refuses an unknown token, a reset token and a token with a changed character', async () => {
    const { token } = await registered();
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [changed, 'x'.repeat(43), 'x', token.toUpperCase()]) {
      const response = await verify(candidate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
    const verified = await createUser(t.database);
    await post('/api/auth/password/reset/', { email: verified.email });
    const resetToken = await latestToken(t.app, t.config, verified.email);
    expect((await verify(resetToken)).json()).toEqual(invalidLink);
  });

  it('refuses the link of an account deactivated since', async () => {
    const { email, token } = await registered();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    expect((await verify(token)).json()).toEqual(invalidLink);
  });

  it('answers missing, wrong-typed and oversized tokens with field errors', async () => {
    expect((await post('/api/auth/verify/', {})).json()).toEqual({ token: [messages.required] });
    expect((await verify(['a'])).json()).toEqual({ token: ['Not a valid string.'] });
    const long = await verify('a'.repeat(3000));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(invalidLink);
  });
});

describe('POST /api/auth/verify/resend/', () => {
  it('mails a new working link to an unverified account; earlier links still work until used', async () => {
    const { email, token: first } = await registered();
    const response = await resend(email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: authDetails.verificationResent });
    const second = await latestToken(t.app, t.config, email);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    // Verifying used up every verification link of the account.
    expect((await verify(first)).json()).toEqual(invalidLink);
  });

  it('mails nothing for a verified, an inactive or an unknown address, and answers the same', async () => {
    const verified = await createUser(t.database);
    const inactive = await createUser(t.database, { verified: false, active: false });
    const { email: pending } = await registered();
    const answers = await Promise.all(
      [pending, verified.email, inactive.email, uniqueEmail('ghost')].map((email) => resend(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(await mailsTo(t.app, t.config, verified.email)).toHaveLength(0);
    expect(await mailsTo(t.app, t.config, inactive.email)).toHaveLength(0);
    expect(await mailsTo(t.app, t.config, pending)).toHaveLength(2);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .where(eq(users.email, verified.email));
    expect(count[0]?.n).toBe(0);
  });

  it('answers a bad address with field errors', async () => {
    expect((await resend('nope')).json()).toEqual({ email: [messages.invalidEmail] });
    expect((await post('/api/auth/verify/resend/', {})).json()).toEqual({ email: [messages.required] });
  });
});
