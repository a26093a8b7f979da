import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantTurns, chatMessages } from './db/schema.js';
import { createUser, signedInUser } from './test-support/auth-helpers.js';
import { chatClient } from './test-support/chat-fixtures.js';
import { textAnswer } from './test-support/fake-llm-server.js';
import { createTestApp, roomyLimits, type TestApp } from './test-support/test-app.js';
import { openSharedTestDatabases } from './test-support/test-database.js';

// Two instances of the app on one database (PGlite: one database twice; with TEST_DATABASE_URL: two
// connection pools to one PostgreSQL database), with one JWT secret, as a deployment behind a load
// balancer has. Instance A asks an LLM endpoint that answers only when the test lets it, so a
// message can be kept "being answered" on A.

/** A chat-completions endpoint that holds every request until `release()`. */
async function startGatedLlm() {
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  let arrived: () => void = () => undefined;
  let waiting = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrived();
      void gate.then(() => {
        const answer = textAnswer('Answered on A.');
        if (answer === 'hang-up') return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    /** Resolves once a request is being held. */
    requested: () => waiting,
    release: () => {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
      waiting = new Promise<void>((resolve) => (arrived = resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        open();
        server.close(() => resolve());
      }),
  };
}

let shared: Awaited<ReturnType<typeof openSharedTestDatabases>>;
let llm: Awaited<ReturnType<typeof startGatedLlm>>;
let a: TestApp;
let b: TestApp;
const LOGIN_PER_IP_AND_ADDRESS = 6;

beforeAll(async () => {
  shared = await openSharedTestDatabases();
  llm = await startGatedLlm();
  const secret = randomBytes(32).toString('hex');
  const limits = {
    ...roomyLimits,
    login: {
      perIpAndAddress: { limit: LOGIN_PER_IP_AND_ADDRESS, windowSeconds: 60 },
      perIp: { limit: 30, windowSeconds: 60 },
    },
  };
  a = await createTestApp({
    database: shared.first,
    limits,
    env: { JWT_SECRET: secret, LLM_API_URL: llm.url, LLM_MODEL: 'gated' },
    generations: { threads: 1 },
  });
  b = await createTestApp({
    database: shared.second,
    limits,
    env: { JWT_SECRET: secret },
    generations: { threads: 1 },
  });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await llm.close();
  await shared.close();
});

const signIn = (app: TestApp, email: string, password: string, ip: string) =>
  app.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, remoteAddress: ip });

describe('several instances on one database', () => {
  it('throttles wrong passwords split between two instances as if they went to one', async () => {
    const user = await createUser(a.database);
    const ip = '198.51.100.17';
    // Six attempts, three on each: all are counted, none refused.
    for (let i = 0; i < LOGIN_PER_IP_AND_ADDRESS; i++) {
      expect((await signIn(i % 2 === 0 ? a : b, user.email, 'wrong', ip)).statusCode).toBe(401);
    }
    // The seventh to the tenth are refused on either instance, the right password too.
    for (let i = LOGIN_PER_IP_AND_ADDRESS; i < 10; i++) {
      const refused = await signIn(i % 2 === 0 ? a : b, user.email, i === 9 ? user.password : 'wrong', ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toMatchObject({ code: 'throttled' });
    }
    // Another IP is not affected (the per-IP-and-address key), on either instance.
    expect((await signIn(b, user.email, user.password, '203.0.113.99')).statusCode).toBe(200);
  });

  it('lets concurrent sign-ins on both instances past the limit no more than the limit allows', async () => {
    const user = await createUser(a.database);
    const ip = '198.51.100.18';
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(i % 2 === 0 ? a : b, user.email, 'wrong', ip)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_PER_IP_AND_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - LOGIN_PER_IP_AND_ADDRESS);
  });

  it('refuses a message on B while the same user\u2019s message is being answered on A, and takes it after', async () => {
    const { user, headers } = await signedInUser(a.app, a.database);
    const onA = chatClient(a.app, headers);
    const onB = chatClient(b.app, headers);
    const chat = await onA.created();
    const answering = onA.send(chat.id, { content: 'Hello from A' });
    await llm.requested();

    const refused = await onB.send(chat.id, { content: 'Hello from B' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({
      detail: 'The assistant is still answering your previous message. Wait for it.',
      code: 'throttled',
    });
    // Another user is not held back meanwhile.
    const other = await signedInUser(b.app, b.database);
    const otherChats = chatClient(b.app, other.headers);
    expect((await otherChats.send((await otherChats.created()).id, { content: 'help' })).statusCode).toBe(
      201,
    );

    llm.release();
    const answered = await answering;
    expect(answered.statusCode).toBe(201);
    expect(answered.json<{ assistant_message: { content: string } }>().assistant_message.content).toBe(
      'Answered on A.',
    );
    // The hold is released: B takes the next message, and nothing of the refused one was stored.
    const rows = await b.database.db.select().from(assistantTurns).where(eq(assistantTurns.ownerId, user.id));
    expect(rows).toEqual([]);
    expect((await onB.send(chat.id, { content: 'help' })).statusCode).toBe(201);
    const contents = (
      await b.database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id))
    ).map((m) => m.content);
    expect(contents).not.toContain('Hello from B');
  });

  it('does not let a hold an instance left behind (its time passed) block the user', async () => {
    const { user, headers } = await signedInUser(b.app, b.database);
    const chats = chatClient(b.app, headers);
    const chat = await chats.created();
    // A live hold (an instance answering) refuses...
    await b.database.db
      .insert(assistantTurns)
      .values({ ownerId: user.id, until: new Date(Date.now() + 60_000) });
    expect((await chats.send(chat.id, { content: 'help' })).statusCode).toBe(429);
    // ...one whose time has passed (the instance died mid-answer) does not.
    await b.database.db
      .update(assistantTurns)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(assistantTurns.ownerId, user.id));
    expect((await chats.send(chat.id, { content: 'help' })).statusCode).toBe(201);
    expect(
      await b.database.db.select().from(assistantTurns).where(eq(assistantTurns.ownerId, user.id)),
    ).toEqual([]);
  });
});
