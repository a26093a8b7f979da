import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Throttles key on request.ip: behind a load balancer it must be the client's, and only a proxy
// named in TRUST_PROXY may say who the client is.
let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const echoIp = (app: FastifyInstance) => {
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
};

const ipSeen = async (app: FastifyInstance, remoteAddress: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    })
  ).json<{ ip: string }>().ip;

describe('TRUST_PROXY', () => {
  it('is off by default: the socket is the client', async () => {
    current = await createTestApp({ extend: echoIp });
    expect(await ipSeen(current.app, '127.0.0.1')).toBe('127.0.0.1');
  });

  it("takes the client from a named proxy's X-Forwarded-For, and from no one else", async () => {
    current = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, extend: echoIp });
    // The nearest hop the trusted proxy reports; what the client wrote before it is not trusted.
    expect(await ipSeen(current.app, '127.0.0.1')).toBe('203.0.113.9');
    expect(await ipSeen(current.app, '192.0.2.1')).toBe('192.0.2.1');
  });
});
