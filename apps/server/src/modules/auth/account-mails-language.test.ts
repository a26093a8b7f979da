import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { linkIn, mailsTo } from '../../test-support/mail-outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Issue 27: a Russian-speaking user meets no English from sign-up on, the first mail included. The
// account mails are in the user's chosen language, else in the language the request asked for.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://plots.example.com' } });
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: language === undefined ? {} : { 'accept-language': language },
  });

describe('the account mails in the reader’s language', () => {
  it('mails the verification link in Russian to a sign-up made in Russian', async () => {
    const email = uniqueEmail('ru-signup');
    const response = await post('/api/auth/register/', { email, password: TEST_PASSWORD }, 'ru-RU,ru;q=0.9');
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, t.config, email);
    expect(mail?.parsed.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail?.text).toContain(`Чтобы подтвердить, что ${email} — ваш адрес`);
    expect(linkIn(mail?.text ?? '')).toMatch(
      /^https:\/\/plots\.example\.com\/auth\/verify\?token=[\w-]{43}$/,
    );
    expect(mail?.parsed.html).toContain('Подтвердить адрес');
    expect(mail?.parsed.html).toContain('Или скопируйте этот адрес в браузер:');
    // Only the product's name and the link are Latin.
    const words = (mail?.text ?? '').replace(/https?:\/\/\S+|\S+@\S+/g, '').match(/[A-Za-z]+/g);
    expect(words).toEqual(['Plotplan', 'Plotplan']);
  });

  it('keeps English for an English request, as before', async () => {
    const email = uniqueEmail('en-signup');
    await post('/api/auth/register/', { email, password: TEST_PASSWORD }, 'en-US');
    const [mail] = await mailsTo(t.app, t.config, email);
    expect(mail?.parsed.subject).toBe('Confirm your e-mail address');
    expect(mail?.parsed.html).toContain('Or copy this address into your browser:');
  });

  it("writes in the account's chosen language whatever the request asks", async () => {
    const user = await createUser(t.database);
    await t.database.db.update(users).set({ locale: 'ru' }).where(eq(users.id, user.id));
    expect((await post('/api/auth/password/reset/', { email: user.email }, 'en-US')).statusCode).toBe(202);
    const [mail] = await mailsTo(t.app, t.config, user.email);
    expect(mail?.parsed.subject).toBe('Сброс пароля Plotplan');
    expect(mail?.text).toContain(`Чтобы выбрать новый пароль для ${user.email}`);
  });
});
