import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/auth-helpers.js';
import { rectPlot } from '../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Validation messages (the contract's own and zod's defaults) in the request's language.

let t: TestApp;
let headers: Record<string, string>;
let project: number;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInUser(t.app, t.database)).headers;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects/',
    headers,
    payload: { name: 'Участок', plot: rectPlot() },
  });
  project = created.json().id;
});
afterAll(async () => {
  await t.app.close();
});

const badPrices = { unit_prices: { currency: 'euro', prices: { paved_m2: -1, fence_m: 'ten' } } };
const patch = (language?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/projects/${project}/`,
    headers: { ...headers, ...(language === undefined ? {} : { 'accept-language': language }) },
    payload: badPrices,
  });

describe('validation messages in the language of Accept-Language', () => {
  it('are Russian for a Russian request', async () => {
    const response = await patch('ru-RU,ru;q=0.9');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('ru');
    expect(response.json()).toEqual({
      unit_prices: {
        currency: ['Укажите трёхбуквенный код валюты, например RUB.'],
        prices: {
          paved_m2: ['Цена не может быть отрицательной.'],
          fence_m: ['Цена должна быть числом.'],
        },
      },
    });
  });

  it('stay exactly as they were in English, and without a header', async () => {
    const english = {
      unit_prices: {
        currency: ['Use a three-letter currency code such as EUR.'],
        prices: { paved_m2: ['A price cannot be negative.'], fence_m: ['A price must be a number.'] },
      },
    };
    for (const language of ['en-US', undefined]) {
      const response = await patch(language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(english);
    }
  });

  it("says zod's defaults in Russian (a name of the wrong type)", async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project}/`,
      headers: { ...headers, 'accept-language': 'ru' },
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = JSON.stringify(response.json());
    expect(body).toMatch(/[а-яё]/i);
    expect(body).not.toMatch(/Invalid input/);
  });
});
