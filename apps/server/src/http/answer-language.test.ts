import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('answers in the language of Accept-Language', () => {
  it('writes error details in Russian for a Russian browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Учётные данные не были предоставлены.',
      code: 'not_authenticated',
    });
    expect(response.headers['content-language']).toBe('ru');
  });

  it('writes field messages in Russian, and the detail of a success', async () => {
    const ru = { 'accept-language': 'ru' };
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: ru,
      payload: { email: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ email: ['Обязательное поле.'], password: ['Обязательное поле.'] });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify/resend/',
      headers: ru,
      payload: { email: 'nobody@example.com' },
    });
    expect(resend.statusCode).toBe(202);
    expect(resend.json().detail).toMatch(/^Если для этого адреса/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing/', headers: ru });
    expect(missing.json()).toEqual({ detail: 'Не найдено.', code: 'not_found' });
  });

  it('keeps English for English, other languages and no header', async () => {
    for (const headers of [{ 'accept-language': 'en-US' }, { 'accept-language': 'de' }, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers });
      expect(response.json().detail).toBe('Authentication credentials were not provided.');
    }
  });
});
