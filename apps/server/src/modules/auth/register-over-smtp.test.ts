import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { linkIn, tokenOf } from '../../test-support/mail-outbox.js';
import { startSmtpTestServer } from '../../test-support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Plot Plans <plans@example.org>',
      PUBLIC_URL: 'https://plots.example.com',
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

describe('registration with mail over a real SMTP server', () => {
  it('delivers the verification mail; its link verifies and signs in', async () => {
    const email = uniqueEmail('smtp');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);

    const mail = await smtp.waitForMail(email);
    expect(mail.envelopeFrom).toBe('plans@example.org');
    expect(mail.parsed.from?.value[0]).toEqual({ name: 'Plot Plans', address: 'plans@example.org' });
    expect(mail.parsed.subject).toBe('Confirm your e-mail address');
    const link = linkIn(mail.parsed.text ?? '');
    expect(link).toMatch(/^https:\/\/plots\.example\.com\/auth\/verify\?token=[\w-]{43}$/);
    expect(mail.parsed.html || '').toContain(link);
    // Only the outbox carries the link in a header.
    expect(mail.parsed.headers.has('x-plotplan-link')).toBe(false);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { token: tokenOf(link) },
    });
    expect(verified.statusCode).toBe(200);
    const { access } = verified.json<{ access: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(access) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });
  });

  it('writes nothing to the outbox in SMTP mode', async () => {
    const email = uniqueEmail('smtp');
    await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
    await t.app.mail.drain();
    await expect(readdir(`${t.config.dataDir}/outbox`)).rejects.toThrow();
  });

  it('escapes the address in the HTML body', async () => {
    // The only user-given text in our mails is the address; of HTML's specials it may hold "'".
    const email = `o'brien+${uniqueEmail('smtp')}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitForMail(email);
    const html = mail.parsed.html || '';
    expect(html).toContain(`o&#39;brien+`);
    expect(html).not.toContain("o'brien");
    expect(mail.parsed.text).toContain(email);
  });
});
