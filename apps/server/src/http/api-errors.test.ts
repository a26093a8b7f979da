import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test-support/test-app.js';
import { Throttled } from '../errors/domain-errors.js';

let app: FastifyInstance;

// Routes that exist only in this test, to exercise parsing, validation and error mapping.
function testRoutes(instance: FastifyInstance) {
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo/',
    {
      schema: { body: z.object({ email: z.email('Enter a valid email address.'), count: z.number().int() }) },
    },
    (request) => request.body,
  );
  typed.get('/api/test/boom/', () => {
    throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
  });
  typed.get('/api/test/teapot/', () => {
    throw new Throttled('Request was throttled.', 30);
  });
}

beforeAll(async () => {
  ({ app } = await createTestApp({ extend: testRoutes }));
});
afterAll(async () => {
  await app.close();
});

const postJson = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/test/echo/', headers: { 'content-type': contentType }, payload });

describe('DRF-style errors under /api/', () => {
  it('answers an unknown path with 404 {"detail": "Not found."}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/health/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
    expect(response.json()).toEqual({ detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' });
  });

  it('answers a path without its trailing slash with 404, as the routes are exact', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 parse_error', async () => {
    const response = await postJson('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'parse_error' });
    expect(response.json().detail).toMatch(/^JSON parse error - /);
  });

  it('answers an empty JSON body with 400 parse_error', async () => {
    const response = await postJson('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'parse_error' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', count: 1, pad: 'x'.repeat(1024 * 1024) });
    const response = await postJson(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.', code: 'request_too_large' });
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await postJson('email=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers invalid fields with DRF field errors', async () => {
    const response = await postJson(JSON.stringify({ email: 'nope', count: 1.5, extra: true }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'email']);
    expect(body.email).toEqual(['Enter a valid email address.']);
    expect(body.count).toHaveLength(1);
  });

  it('ignores unknown fields in an otherwise valid body', async () => {
    const response = await postJson(JSON.stringify({ email: 'a@b.co', count: 2, id: 99 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@b.co', count: 2 });
  });

  it('answers a body that is not an object under non_field_errors', async () => {
    const response = await postJson('[1, 2]');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
  });

  it('answers unexpected errors with a bare 500 that leaks no stack or SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal Server Error', code: 'server_error' });
    expect(response.body).not.toMatch(/SELECT|users|at .*\.ts/);
  });

  it('sends deliberate API errors with their status, code and headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/teapot/' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ detail: 'Request was throttled.', code: 'throttled' });
  });
});

describe('response headers', () => {
  it('sends a request id back, taking the caller’s when given', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('sets security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
