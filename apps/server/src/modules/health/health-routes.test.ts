import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

describe('GET /api/health/', () => {
  it('answers ok when the database answers', async () => {
    current = await createTestApp();
    const response = await current.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    current = await createTestApp();
    await current.database.close();
    const response = await current.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'unavailable' });
  });
});
