import { CHATS_PAGE } from '@plotplan/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats as chatsTable } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { chatClient, type ChatClient } from '../../test-support/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Small limits, so each is met in a few requests: 3 messages a minute per user, 6 messages (three
// exchanges) per chat, 60 chats per user.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    chat: {
      messagesPerMinute: { limit: 3, windowSeconds: 60 },
      messagesPerDay: { limit: 100, windowSeconds: 24 * 60 * 60 },
      messagesPerChat: 6,
      chatsPerUser: 60,
    },
  });
});
afterAll(async () => {
  await testApp.app.close();
});

/** A new user of the app, with the chat client. */
async function newUser(): Promise<{ chats: ChatClient; ownerId: number }> {
  const { user, headers } = await signedInUser(testApp.app, testApp.database);
  return { chats: chatClient(testApp.app, headers), ownerId: user.id };
}

const storedMessages = async (chatId: number) =>
  (
    await testApp.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId))
  )[0]?.n;

const storedChats = async (ownerId: number) =>
  (
    await testApp.database.db.select({ n: count() }).from(chatsTable).where(eq(chatsTable.ownerId, ownerId))
  )[0]?.n;

const ask = { content: 'How big is the plot?' };

describe('defect 8: per-user message rates', () => {
  it('defect 8: answers a message over the per-user rate with 429, Retry-After and a clear detail; stores nothing', async () => {
    const { chats } = await newUser();
    const first = await chats.created();
    const second = await chats.created();
    // The rate is per user, across chats.
    expect((await chats.send(first.id, ask)).statusCode).toBe(201);
    expect((await chats.send(first.id, ask)).statusCode).toBe(201);
    expect((await chats.sendFallback(second.id, ask)).statusCode).toBe(201);
    const refused = await chats.send(second.id, ask);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      code: 'throttled',
      detail: expect.stringMatching(
        /^Too many messages: you can send 3 a minute and 100 a day\. Try again in \d+ s\.$/,
      ),
    });
    expect(await storedMessages(second.id)).toBe(2);
    // The alternative path counts the same.
    expect((await chats.sendFallback(second.id, ask)).statusCode).toBe(429);
    expect(await storedMessages(second.id)).toBe(2);
  });

  it('defect 8: one user over the rate does not hold back another user', async () => {
    const heavy = await newUser();
    const chat = await heavy.chats.created();
    for (let i = 0; i < 3; i++) await heavy.chats.send(chat.id, ask);
    expect((await heavy.chats.send((await heavy.chats.created()).id, ask)).statusCode).toBe(429);
    const other = await newUser();
    expect((await other.chats.send((await other.chats.created()).id, ask)).statusCode).toBe(201);
  });
});

describe('defect 8: caps on chats and messages', () => {
  it('defect 8: refuses a message to a full chat with 400 and a clear message; stores nothing', async () => {
    const { chats } = await newUser();
    const chat = await chats.created();
    // Three exchanges fill the 6-message chat (within the 3-a-minute rate).
    for (let i = 0; i < 3; i++) expect((await chats.send(chat.id, ask)).statusCode).toBe(201);
    const refused = await chats.send(chat.id, ask);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: ['This chat is full (6 messages). Start a new chat.'],
    });
    expect(await storedMessages(chat.id)).toBe(6);
  });

  it('defect 8: refuses a chat over the per-user cap with 400 and a clear message; creates nothing', async () => {
    const { chats, ownerId } = await newUser();
    const made = await Promise.all(Array.from({ length: 60 }, () => chats.create({})));
    expect(made.map((r) => r.statusCode)).toEqual(Array.from({ length: 60 }, () => 201));
    // Parallel creates at the cap: none gets past it.
    const over = await Promise.all([chats.create({ title: 'One more' }), chats.create({ title: 'Another' })]);
    for (const response of over) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['You can have at most 60 chats. Delete some first.'],
      });
    }
    expect(await storedChats(ownerId)).toBe(60);
    // Deleting one makes room for one.
    expect((await chats.remove(made[0]?.json<{ id: number }>().id ?? 0)).statusCode).toBe(204);
    expect((await chats.create({ title: 'Room again' })).statusCode).toBe(201);
  });
});

describe('defect 8: the chat list is paged', () => {
  it('defect 8: answers the newest 50 by default, with X-Total-Count and a Link to the next page', async () => {
    const { chats } = await newUser();
    const ids: number[] = [];
    for (let i = 0; i <= CHATS_PAGE; i++) ids.push((await chats.created({ title: `Chat ${i}` })).id);
    const newestFirst = [...ids].reverse();
    const page = await chats.list();
    expect(page.statusCode).toBe(200);
    expect(page.json<{ id: number }[]>().map((c) => c.id)).toEqual(newestFirst.slice(0, CHATS_PAGE));
    expect(page.headers['x-total-count']).toBe(String(CHATS_PAGE + 1));
    expect(page.headers['link']).toBe(
      `</api/chat/chats/?limit=${CHATS_PAGE}&offset=${CHATS_PAGE}>; rel="next"`,
    );

    const rest = await chats.list(`?limit=${CHATS_PAGE}&offset=${CHATS_PAGE}`);
    expect(rest.json<{ id: number }[]>().map((c) => c.id)).toEqual(newestFirst.slice(CHATS_PAGE));
    expect(rest.headers['link']).toBeUndefined();

    const small = await chats.list('?limit=2&offset=1');
    expect(small.json<{ id: number }[]>().map((c) => c.id)).toEqual(newestFirst.slice(1, 3));
    expect(small.headers['link']).toBe('</api/chat/chats/?limit=2&offset=3>; rel="next"');
  });

  it('defect 8: pages one project\u2019s chats with ?project= and keeps the filter in the Link', async () => {
    const { user, headers } = await signedInUser(testApp.app, testApp.database);
    const chats = chatClient(testApp.app, headers);
    const project = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers,
      payload: { name: `Paged ${user.id}` },
    });
    const projectId = project.json<{ id: number }>().id;
    for (let i = 0; i < 3; i++) await chats.created({ project: projectId });
    await chats.created();
    const page = await chats.list(`?project=${projectId}&limit=2`);
    expect(page.json<unknown[]>()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers['link']).toBe(`</api/chat/chats/?project=${projectId}&limit=2&offset=2>; rel="next"`);
  });

  it.each([
    ['limit', '?limit=0'],
    ['limit', '?limit=201'],
    ['limit', '?limit=abc'],
    ['limit', '?limit=1.5'],
    ['offset', '?offset=-1'],
    ['offset', '?offset=x'],
  ])('defect 8: refuses a bad page (%s: %s) with a 400 naming the field', async (field, query) => {
    const { chats } = await newUser();
    const response = await chats.list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });
});
