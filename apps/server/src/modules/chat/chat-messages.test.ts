import { CHAT_MESSAGE_MAX, type ChatMessage, type MessageExchange, type Project } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { assistantTurns } from '../../db/schema.js';
import { houseOnly, rectPlot } from '../../test-support/project-fixtures.js';
import { useSignedInApp } from '../../test-support/signed-in-app.js';

const signedIn = useSignedInApp();

/** A project on a 20 x 30 m plot in Moscow with one house, and a chat about it. */
async function projectWithChat(): Promise<{ projectId: number; chatId: number }> {
  const project = await signedIn.projects.created({
    name: 'Talked-to plot',
    plot: rectPlot({ location: { lat: 55.75, lon: 37.62 } }),
  });
  expect((await signedIn.projects.edit(project.id, { plan: houseOnly() })).statusCode).toBe(200);
  const chat = await signedIn.chats.created({ project: project.id });
  return { projectId: project.id, chatId: chat.id };
}

const project = async (id: number) => (await signedIn.projects.get(id)).json<Project>();

describe('a message that changes the plan', () => {
  it('adds a greenhouse as a new plan version (source assistant) listed in the actions', async () => {
    const { projectId, chatId } = await projectWithChat();
    const before = await project(projectId);
    const response = await signedIn.chats.send(chatId, { content: 'Add a greenhouse' });
    expect(response.statusCode).toBe(201);
    const { user_message, assistant_message } = response.json<MessageExchange>();
    expect(user_message).toMatchObject({
      chat: chatId,
      role: 'user',
      content: 'Add a greenhouse',
      actions: [],
    });
    expect(assistant_message.role).toBe('assistant');
    expect(assistant_message.actions).toHaveLength(1);
    const [action] = assistant_message.actions;
    const after = await project(projectId);
    expect(action).toMatchObject({ type: 'add', plan_version: after.plan_version });
    expect(after.plan_version).not.toBe(before.plan_version);
    expect(after.history[0]).toMatchObject({ version: after.plan_version, source: 'assistant' });
    const added = after.actual_plan?.objects.filter((o) => action?.object_ids.includes(o.id)) ?? [];
    expect(added.map((o) => o.landscape_object)).toEqual([expect.stringMatching(/^greenhouse_/)]);
    // No new error: the house had none and still has none, nor has the greenhouse.
    expect(after.violations.filter((v) => v.severity === 'error')).toEqual([]);
  });

  it('carries the project as the change left it, so the client need not read it again', async () => {
    const { projectId, chatId } = await projectWithChat();
    const changed = (
      await signedIn.chats.send(chatId, { content: 'add a greenhouse' })
    ).json<MessageExchange>();
    expect(changed.project).toEqual(await project(projectId));
    expect(changed.project?.plan_version).toBe(changed.assistant_message.actions[0]?.plan_version);
    const asked = (
      await signedIn.chats.send(chatId, { content: 'how big is my plot?' })
    ).json<MessageExchange>();
    expect(asked.assistant_message.actions).toEqual([]);
    expect(asked).not.toHaveProperty('project');
  });

  it('undoes the change with "undo" (set_previous_plan) as one more version', async () => {
    const { projectId, chatId } = await projectWithChat();
    const original = await project(projectId);
    await signedIn.chats.send(chatId, { content: 'add a greenhouse' });
    const response = await signedIn.chats.send(chatId, { content: 'undo' });
    expect(response.statusCode).toBe(201);
    const { assistant_message } = response.json<MessageExchange>();
    const after = await project(projectId);
    expect(assistant_message.actions).toEqual([
      expect.objectContaining({ type: 'undo', plan_version: after.plan_version }),
    ]);
    expect(after.actual_plan).toEqual(original.actual_plan);
    expect(after.history[0]?.source).toBe('restore');
  });

  it('carries out several commands of one message, each on the plan the previous one saved', async () => {
    const { projectId, chatId } = await projectWithChat();
    const before = await project(projectId);
    const response = await signedIn.chats.send(chatId, { content: 'Add a greenhouse. Then add a well.' });
    const { assistant_message } = response.json<MessageExchange>();
    const after = await project(projectId);
    expect(assistant_message.actions.map((a) => [a.type, a.plan_version])).toEqual([
      ['add', (before.plan_version ?? 0) + 1],
      ['add', after.plan_version],
    ]);
    expect(after.history.slice(0, 2).map((v) => v.parent)).toEqual([
      (before.plan_version ?? 0) + 1,
      before.plan_version,
    ]);
    const codes = after.actual_plan?.objects.map((o) => o.landscape_object) ?? [];
    expect(codes).toEqual(['house_small', expect.stringMatching(/^greenhouse_/), 'well']);
  });

  it('answers on the fallback path /api/chat/chats/{id}/messages exactly like the primary one', async () => {
    const { projectId, chatId } = await projectWithChat();
    const response = await signedIn.chats.sendFallback(chatId, { content: 'remove the house' });
    expect(response.statusCode).toBe(201);
    expect(response.json<MessageExchange>().assistant_message.actions).toEqual([
      expect.objectContaining({ type: 'remove' }),
    ]);
    expect((await project(projectId)).actual_plan?.objects).toEqual([]);
  });
});

describe('a message that only asks', () => {
  it('answers how big the plot is without changing the plan', async () => {
    const { projectId, chatId } = await projectWithChat();
    const before = await project(projectId);
    const response = await signedIn.chats.send(chatId, { content: 'How big is my plot?' });
    const { assistant_message } = response.json<MessageExchange>();
    expect(assistant_message.content).toContain('600');
    expect(assistant_message.actions).toEqual([]);
    expect((await project(projectId)).plan_version).toBe(before.plan_version);
  });

  it('says what it can do when it does not understand, and never invents an object', async () => {
    const { projectId, chatId } = await projectWithChat();
    const before = await project(projectId);
    const unclear = (
      await signedIn.chats.send(chatId, { content: 'flibbertigibbet' })
    ).json<MessageExchange>();
    expect(unclear.assistant_message.content.toLowerCase()).toContain('add');
    const unknown = (await signedIn.chats.send(chatId, { content: 'add a hot tub' })).json<MessageExchange>();
    expect(unknown.assistant_message.content.toLowerCase()).toContain('hot tub');
    expect(unknown.assistant_message.actions).toEqual([]);
    expect((await project(projectId)).actual_plan).toEqual(before.actual_plan);
  });

  it('in a chat without a project, explains that there is no plan to change', async () => {
    const chat = await signedIn.chats.created({});
    const answer = (
      await signedIn.chats.send(chat.id, { content: 'add a greenhouse' })
    ).json<MessageExchange>();
    expect(answer.assistant_message.content).toContain('not about a project');
    expect(answer.assistant_message.actions).toEqual([]);
  });
});

describe('messages', () => {
  it('are listed oldest first, page back with ?before=, and name the chat after the first one', async () => {
    const { chatId } = await projectWithChat();
    for (const content of ['how big is my plot?', 'help', 'what can you do?']) {
      expect((await signedIn.chats.send(chatId, { content })).statusCode).toBe(201);
    }
    const all = (await signedIn.chats.messages(chatId)).json<ChatMessage[]>();
    expect(all.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => a - b));
    const newest = (await signedIn.chats.messages(chatId, '?limit=2')).json<ChatMessage[]>();
    expect(newest.map((m) => m.id)).toEqual(all.slice(4).map((m) => m.id));
    const earlier = (await signedIn.chats.messages(chatId, `?limit=2&before=${newest[0]?.id}`)).json<
      ChatMessage[]
    >();
    expect(earlier.map((m) => m.id)).toEqual(all.slice(2, 4).map((m) => m.id));
    const chat = (await signedIn.chats.get(chatId)).json<{ title: string; last_message: ChatMessage }>();
    expect(chat.title).toBe('how big is my plot?');
    expect(chat.last_message.id).toBe(all[5]?.id);
  });

  it.each([
    ['an empty message', { content: '' }, 'This field may not be blank.'],
    ['a message of spaces', { content: '   \n ' }, 'This field may not be blank.'],
    [
      'a 10 kB message',
      { content: 'add a greenhouse '.repeat(600) },
      `Ensure this field has no more than ${CHAT_MESSAGE_MAX} characters.`,
    ],
    ['no content', {}, 'This field is required.'],
    ['content that is not a string', { content: 42 }, 'Not a valid string.'],
  ])('refuse %s with 400 and store nothing', async (_name, body, message) => {
    const { projectId, chatId } = await projectWithChat();
    const before = await project(projectId);
    for (const send of [signedIn.chats.send, signedIn.chats.sendFallback]) {
      const response = await send(chatId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ content: [message] });
    }
    expect((await signedIn.chats.messages(chatId)).json()).toEqual([]);
    expect((await project(projectId)).plan_version).toBe(before.plan_version);
  });

  it('refuses a bad page query', async () => {
    const { chatId } = await projectWithChat();
    expect((await signedIn.chats.messages(chatId, '?limit=0')).statusCode).toBe(400);
    expect((await signedIn.chats.messages(chatId, '?before=abc')).statusCode).toBe(400);
  });
});

/** Waits (bounded) until some user's turn is held: a message is being answered. */
async function heldTurn(): Promise<void> {
  for (let k = 0; k < 2000; k++) {
    if ((await signedIn.testApp.database.db.select().from(assistantTurns)).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error('no turn was held');
}

describe('one message at a time', () => {
  it("answers a user's second message sent meanwhile with 429 and Retry-After, and stores it not", async () => {
    const { chatId } = await projectWithChat();
    // The second is sent once the first holds the user's turn: sent together, either could take it
    // first (on PostgreSQL the second sometimes did), and the test was about the one sent meanwhile.
    const answering = signedIn.chats.send(chatId, { content: 'add 3 apple trees' });
    await heldTurn();
    const second = await signedIn.chats.sendFallback(chatId, { content: 'add a greenhouse' });
    const first = await answering;
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    expect(second.json()).toMatchObject({ code: 'throttled' });
    expect((await signedIn.chats.messages(chatId)).json<ChatMessage[]>()).toHaveLength(2);
    // Once answered, the next message goes through.
    expect((await signedIn.chats.send(chatId, { content: 'undo' })).statusCode).toBe(201);
  });
});
