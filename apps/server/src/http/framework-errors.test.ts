import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Found by the API fuzz suite (issue 16): the router refuses some URLs before any route or error
// handler sees them, and answered with Fastify's own body ({"error", "code": "FST_ERR_...",
// "message", "statusCode"}), which carried the raw path, instead of the API's error shape.
let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ headers } = await signedInUser(testApp.app, testApp.database));
});
afterAll(async () => {
  await testApp.app.close();
});

describe('fuzz defect: URLs the router refuses answer in the error shape', () => {
  it('a malformed percent-encoding in a path id is a 400 {"detail", "code": "parse_error"}', async () => {
    for (const url of ['/api/projects/%zz/', '/api/chat/chats/%E0%A4%A/messages/', '/api/generations/%/']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ detail: 'Malformed URL.', code: 'parse_error' });
    }
  });

  it('a path id longer than the router takes is a 404 like any unknown id', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/projects/${'9'.repeat(400)}/`,
      headers,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
