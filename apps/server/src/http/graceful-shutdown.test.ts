import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';

describe('closing the app', () => {
  it('stops listening at once, lets an in-flight request finish, then closes the database', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const { app, database } = await createTestApp({
      extend: (instance) => {
        instance.get('/api/test/slow/', async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { finished: true };
        });
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow/`);
    await handlerStarted;

    const closed = app.close();
    await expect.poll(() => app.server.listening).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(database.ping()).rejects.toThrow();
  });
});

/** Sends one request on a raw socket and reads one answer (headers and Content-Length body). */
function exchange(socket: Socket, request: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = data.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (data.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
      resolve({ head, body: data.slice(end + 4, end + 4 + length) });
    };
    const onClose = () => reject(new Error(`connection closed without an answer (got "${data}")`));
    const onError = (error: Error) => reject(error);
    if (socket.destroyed || socket.readableEnded) {
      reject(new Error('connection closed before the request was sent'));
      return;
    }
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onError);
    socket.write(request);
  });
}

describe('defect 5: closing while a client keeps its connection alive', () => {
  it('answers a request sent on it after closing began with 503 and Retry-After, never a reset', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const { app } = await createTestApp({
      extend: (instance) => {
        instance.get('/api/test/slow/', async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { finished: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const kept = connect(port, '127.0.0.1');
    await once(kept, 'connect');
    const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;
    const first = await exchange(kept, get('/api/health/'));
    expect(first.head).toMatch(/^HTTP\/1\.1 200/);
    expect(first.head).toMatch(/connection: keep-alive/i);
    const busy = connect(port, '127.0.0.1');
    await once(busy, 'connect');
    const inFlight = exchange(busy, get('/api/test/slow/'));
    await handlerStarted;

    const closed = app.close();
    await expect.poll(() => app.server.listening).toBe(false);
    const late = await exchange(kept, get('/api/health/'));
    expect(late.head).toMatch(/^HTTP\/1\.1 503/);
    expect(late.head).toMatch(/retry-after: \d+/i);
    expect(late.head).toMatch(/connection: close/i);
    expect(JSON.parse(late.body)).toEqual({ detail: expect.any(String), code: 'service_unavailable' });

    release();
    const finished = await inFlight;
    expect(finished.head).toMatch(/^HTTP\/1\.1 200/);
    expect(finished.head).toMatch(/connection: close/i);
    expect(JSON.parse(finished.body)).toEqual({ finished: true });
    await closed;
  });
});

describe('defect 9: a connection accepted just before closing (cluster SIGHUP roll)', () => {
  it('serves its first request in full with Connection: close, not 503', async () => {
    const { app } = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Accepted while listening (as a connection the cluster primary handed over just then), but its
    // request only read once closing has begun.
    const fresh = connect(port, '127.0.0.1');
    await once(fresh, 'connect');
    await expect
      .poll(() => new Promise((resolve) => app.server.getConnections((_, n) => resolve(n))))
      .toBe(1);

    const closed = app.close();
    await expect.poll(() => app.server.listening).toBe(false);
    const answer = await exchange(fresh, 'GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer.head).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.head).toMatch(/connection: close/i);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok', database: 'ok' });
    await closed;
  });
});
