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
