import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test-support/test-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('API documentation', () => {
  it('serves an OpenAPI 3 document at /api/schema/ that lists the health route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/schema/' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health/'].get.responses['200']).toBeDefined();
  });

  it('serves interactive docs at /api/docs/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
