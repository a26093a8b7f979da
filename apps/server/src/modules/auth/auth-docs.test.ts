import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('the auth routes in /api/schema/', () => {
  it('lists every auth route with its body and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    const paths = doc.paths as Record<
      string,
      Record<string, { tags?: string[]; responses: Record<string, unknown> }>
    >;
    const expected: [string, string, string][] = [
      ['/api/auth/register/', 'post', '201'],
      ['/api/auth/verify/', 'post', '200'],
      ['/api/auth/verify/resend/', 'post', '202'],
      ['/api/auth/password/reset/', 'post', '202'],
      ['/api/auth/password/reset/confirm/', 'post', '200'],
      ['/api/auth/me/', 'get', '200'],
      ['/api/token/', 'post', '200'],
      ['/api/token/refresh/', 'post', '200'],
      ['/api/token/blacklist/', 'post', '200'],
    ];
    for (const [path, method, status] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual(['auth']);
      expect(operation?.responses[status]).toBeDefined();
    }
    expect(paths['/api/token/']?.['post']?.responses['401']).toBeDefined();
  });
});
