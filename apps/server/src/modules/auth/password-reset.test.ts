import { authDetails, messages } from '@plotplan/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.js';
import { hashOneTimeToken } from '../../security/one-time-token.js';
import { bearer, createUser, signIn, uniqueEmail } from '../../test-support/auth-helpers.js';
import { latestToken, linkIn, mailsTo } from '../../test-support/mail-outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:8123/' } });
});
afterAll(async () => {
  await t.app.close();
});

const NEW_PASSWORD = 'Brand-New-Passphrase-77';
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const requestReset = (email: unknown) => post('/api/auth/password/reset/', { email });
const confirm = (token: unknown, password: unknown) =>
  post('/api/auth/password/reset/confirm/', { token, password });
const invalidLink = { token: [messages.invalidToken] };

async function resetTokenFor(email: string): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(202);
  return latestToken(t.app, t.config, email);
}

describe('POST /api/auth/password/reset/', () => {
  it('answers 202 and mails a link with the token in the path, not in a query parameter', async () => {
    const user = await createUser(t.database);
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: authDetails.passwordResetSent });
    const [mail] = await mailsTo(t.app, t.config, user.email);
    expect(mail?.parsed.subject).toBe('Reset your Plotplan password');
    const link = linkIn(mail?.text ?? '');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8123\/auth\/reset-password\/[\w-]{43}$/);
    expect(link).not.toContain('?');
  });

  it('answers byte for byte the same for known, unverified, inactive and unknown addresses', async () => {
    const known = await createUser(t.database);
    const unverified = await createUser(t.database, { verified: false });
    const inactive = await createUser(t.database, { active: false });
    const answers = [];
    for (const email of [known.email, unverified.email, inactive.email, uniqueEmail('ghost')]) {
      answers.push(await requestReset(email));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(await mailsTo(t.app, t.config, unverified.email)).toHaveLength(1);
    expect(await mailsTo(t.app, t.config, inactive.email)).toHaveLength(0);
  });

  it('answers a bad address with field errors', async () => {
    expect((await requestReset('a@b')).json()).toEqual({ email: [messages.invalidEmail] });
    expect((await requestReset(7)).json()).toEqual({ email: ['Not a valid string.'] });
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password, signs in, and the old password no longer works', async () => {
    const user = await createUser(t.database);
    const token = await resetTokenFor(user.email);
    const response = await confirm(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { access } = response.json<{ access: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(access) });
    expect(me.json().id).toBe(user.id);
    expect((await post('/api/token/', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/token/', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('ends every earlier session: old refresh and access tokens are refused', async () => {
    const user = await createUser(t.database);
    const before = await signIn(t.app, user.email, user.password);
    const token = await resetTokenFor(user.email);
    const after = (await confirm(token, NEW_PASSWORD)).json<{ access: string; refresh: string }>();
    const oldRefresh = await post('/api/token/refresh/', { refresh: before.refresh });
    expect(oldRefresh.statusCode).toBe(401);
    expect(oldRefresh.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    const oldAccess = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: bearer(before.access),
    });
    expect(oldAccess.statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: after.refresh })).statusCode).toBe(200);
  });

  it('marks an unverified account verified (the link proved the address)', async () => {
    const user = await createUser(t.database, { verified: false });
    const token = await resetTokenFor(user.email);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    const row = (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(row?.isVerified).toBe(true);
  });

  it('checks the new password like registration and keeps the link usable after a refusal', async () => {
    const user = await createUser(t.database, { email: uniqueEmail('grace.hopper') });
    const token = await resetTokenFor(user.email);
    const weak = await confirm(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: [messages.passwordCommon] });
    const similar = await confirm(token, 'grace.hopper');
    expect(similar.json().password).toContain(messages.passwordSimilar);
    expect((await confirm(token, '12345678901')).json().password).toContain(messages.passwordNumeric);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once, and using one link ends the other reset links', async () => {
    const user = await createUser(t.database);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(second, 'Yet-Another-Phrase-8')).json()).toEqual(invalidLink);
    expect((await confirm(first, 'Yet-Another-Phrase-8')).json()).toEqual(invalidLink);
  });

  it('refuses an expired link, a verification link and an unknown token', async () => {
    const user = await createUser(t.database);
    const token = await resetTokenFor(user.email);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
    expect((await confirm(token, NEW_PASSWORD)).json()).toEqual(invalidLink);

    const email = uniqueEmail();
    await post('/api/auth/register/', { email, password: NEW_PASSWORD });
    const verifyToken = await latestToken(t.app, t.config, email);
    expect((await confirm(verifyToken, NEW_PASSWORD)).json()).toEqual(invalidLink);
    expect((await confirm('A'.repeat(43), NEW_PASSWORD)).json()).toEqual(invalidLink);
  });

  it('refuses a bad link before looking at the password', async () => {
    const response = await confirm('unknown', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidLink);
  });

  it('answers missing and wrong-typed fields with field errors', async () => {
    expect((await post('/api/auth/password/reset/confirm/', {})).json()).toEqual({
      token: [messages.required],
      password: [messages.required],
    });
    expect((await confirm(1, false)).json()).toEqual({
      token: ['Not a valid string.'],
      password: ['Not a valid string.'],
    });
    expect((await confirm('t', 'p'.repeat(129))).json()).toEqual({ password: [messages.passwordTooLong] });
  });

  it('the "account exists" mail of a second registration carries a working reset link', async () => {
    const user = await createUser(t.database);
    await post('/api/auth/register/', { email: user.email, password: NEW_PASSWORD });
    const token = await latestToken(t.app, t.config, user.email);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
