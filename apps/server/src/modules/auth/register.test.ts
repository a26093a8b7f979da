import { authDetails, messages } from '@plotplan/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { linkIn, mailsTo } from '../../test-support/mail-outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://plots.example.com' } });
});
afterAll(async () => {
  await t.app.close();
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register/', payload: payload as object });
const userRow = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];

describe('POST /api/auth/register/', () => {
  it('creates an unverified account, hashes with argon2id and mails a verification link', async () => {
    const email = uniqueEmail('New.Person');
    const response = await register({ email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email, detail: 'Check your e-mail to confirm your address.' });

    const row = await userRow(email);
    expect(row?.email).toBe(email); // stored as given
    expect(row?.isVerified).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);

    const mails = await mailsTo(t.app, t.config, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.parsed.subject).toBe('Confirm your e-mail address');
    expect(mail?.parsed.from?.value[0]).toEqual({ name: 'Plotplan', address: 'noreply@localhost' });
    expect(linkIn(mail?.text ?? '')).toMatch(
      /^https:\/\/plots\.example\.com\/auth\/verify\?token=[\w-]{43}$/,
    );
    expect(mail?.parsed.html).toContain('https://plots.example.com/auth/verify?token=');
  });

  it('trims the address and echoes it as given', async () => {
    const email = uniqueEmail('Trim');
    const response = await register({ email: `  ${email} `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(email);
  });

  it('ignores unknown and read-only fields', async () => {
    const email = uniqueEmail();
    const response = await register({ email, password: TEST_PASSWORD, is_verified: true, id: 1 });
    expect(response.statusCode).toBe(201);
    expect((await userRow(email))?.isVerified).toBe(false);
  });

  it.each([
    ['short', 'Ab1-xyz', messages.passwordTooShort],
    ['numeric', '98127364501', messages.passwordNumeric],
    ['common', 'password123', messages.passwordCommon],
    ['common in another case', 'SuperMan123', messages.passwordCommon],
  ])('rejects a %s password with 400 {"password": [...]}', async (_name, password, message) => {
    const response = await register({ email: uniqueEmail(), password });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['password']);
    expect(response.json().password).toContain(message);
  });

  it('rejects a password too similar to the address and lists every problem', async () => {
    const response = await register({ email: 'margaret.hamilton@example.com', password: 'margaret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toEqual(expect.arrayContaining([messages.passwordSimilar]));
    const numeric = await register({ email: uniqueEmail(), password: '1234' });
    expect(numeric.json().password).toEqual(
      expect.arrayContaining([messages.passwordTooShort, messages.passwordNumeric, messages.passwordCommon]),
    );
  });

  it('creates nothing and mails nothing when the password is refused', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'short' });
    expect(await userRow(email)).toBeUndefined();
    expect(await mailsTo(t.app, t.config, email)).toHaveLength(0);
  });

  it.each([
    ['missing fields', {}, { email: [messages.required], password: [messages.required] }],
    [
      'empty strings',
      { email: '', password: '' },
      { email: [messages.required], password: [messages.required] },
    ],
    [
      'wrong types',
      { email: 42, password: ['x'] },
      { email: ['Not a valid string.'], password: ['Not a valid string.'] },
    ],
    [
      'null values',
      { email: null, password: null },
      { email: ['Not a valid string.'], password: ['Not a valid string.'] },
    ],
    [
      'a malformed address',
      { email: 'not-an-address', password: TEST_PASSWORD },
      { email: [messages.invalidEmail] },
    ],
    [
      'a 255-character address',
      { email: `${'a'.repeat(243)}@example.com`, password: TEST_PASSWORD },
      { email: [messages.emailTooLong] },
    ],
    [
      'a 129-character password',
      { email: 'long@example.com', password: 'x'.repeat(129) },
      { password: [messages.passwordTooLong] },
    ],
  ])('answers %s with field errors', async (_name, payload, errors) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it.each([
    ['a non-ASCII local part', 'jöhn@example.com'],
    ['an internationalised domain', 'john@exämple.com'],
    ['a full-width at sign', 'john＠example.com'],
    ['a zero-width space', 'jo\u200bhn@example.com'],
    ['a right-to-left override', 'john\u202e@example.com'],
    ['an emoji', '😀@example.com'],
    ['a NUL byte', 'jo\u0000hn@example.com'],
    ['a line break (header injection)', 'john@example.com\r\nBcc: all@example.com'],
  ])('refuses an address with %s', async (_name, email) => {
    const response = await register({ email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [messages.invalidEmail] });
  });

  it('answers malformed JSON with 400 parse_error, a non-object with non_field_errors', async () => {
    const headers = { 'content-type': 'application/json' };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers,
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('parse_error');
    const list = await t.app.inject({ method: 'POST', url: '/api/auth/register/', headers, payload: '[]' });
    expect(list.statusCode).toBe(400);
    expect(Object.keys(list.json())).toEqual(['non_field_errors']);
  });

  it('answers a body over 1 MiB with 413 and a form body with 415', async () => {
    const big = await register({
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      pad: 'x'.repeat(1024 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Request body is too large.', code: 'request_too_large' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=x',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('registering an address that already has an account', () => {
  it('gives an unverified account the new password and mails a new link', async () => {
    const email = uniqueEmail();
    await register({ email, password: TEST_PASSWORD });
    const before = await userRow(email);
    const again = await register({ email: email.toUpperCase(), password: 'Another-Secret-42' });
    expect(again.statusCode).toBe(201);
    const after = await userRow(email);
    expect(after?.id).toBe(before?.id);
    expect(after?.email).toBe(email); // the first spelling stays
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`),
    ).toHaveLength(1);
    const mails = await mailsTo(t.app, t.config, email);
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      'Confirm your e-mail address',
      'Confirm your e-mail address',
    ]);
  });

  it('leaves a verified account alone and mails it a link to reset the password', async () => {
    const user = await createUser(t.database);
    const before = await userRow(user.email);
    const response = await register({ email: user.email, password: 'Another-Secret-42' });
    expect(response.statusCode).toBe(201);
    expect((await userRow(user.email))?.passwordHash).toBe(before?.passwordHash);
    const [mail] = await mailsTo(t.app, t.config, user.email);
    expect(mail?.parsed.subject).toBe('You already have a Plotplan account');
    expect(linkIn(mail?.text ?? '')).toMatch(
      /^https:\/\/plots\.example\.com\/auth\/reset-password\/[\w-]{43}$/,
    );
  });

  it('mails nothing to an inactive account', async () => {
    const user = await createUser(t.database, { active: false });
    expect((await register({ email: user.email, password: 'Another-Secret-42' })).statusCode).toBe(201);
    expect(await mailsTo(t.app, t.config, user.email)).toHaveLength(0);
  });

  it('answers byte for byte the same for a new, an unverified and a verified address', async () => {
    const verified = await createUser(t.database, { email: 'same.answer@example.com' });
    const fresh = 'Same.Answer@example.com';
    await t.database.db.delete(users).where(eq(users.id, verified.id));
    const first = await register({ email: fresh, password: TEST_PASSWORD }); // new
    const second = await register({ email: fresh, password: TEST_PASSWORD }); // unverified
    await t.database.db
      .update(users)
      .set({ isVerified: true })
      .where(sql`lower(${users.email}) = lower(${fresh})`);
    const third = await register({ email: fresh, password: TEST_PASSWORD }); // verified
    for (const response of [second, third]) {
      expect(response.statusCode).toBe(first.statusCode);
      expect(response.body).toBe(first.body);
      expect(response.headers['content-type']).toBe(first.headers['content-type']);
    }
    expect(first.json().detail).toBe(authDetails.registered);
  });
});
