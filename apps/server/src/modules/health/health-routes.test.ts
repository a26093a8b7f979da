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

describe('GET /api/health/ready/', () => {
  it('answers ready while serving with the database answering', async () => {
    current = await createTestApp();
    const response = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok', draining: false });
  });

  it('answers 503 while draining, the rest still being served', async () => {
    current = await createTestApp();
    current.app.readiness.drain();
    const response = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not_ready',
      database: 'ok',
      storage: 'ok',
      draining: true,
    });
    expect((await current.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    current = await createTestApp();
    await current.database.close();
    const response = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not_ready',
      database: 'unavailable',
      draining: false,
      detail: 'the database does not answer',
    });
  });
});
