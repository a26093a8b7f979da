import type { MessageExchange, Project } from '@plotplan/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { chatClient, type ChatClient } from '../../test-support/chat-fixtures.js';
import { startFakeLlmServer, textAnswer, toolCalls } from '../../test-support/fake-llm-server.js';
import {
  houseOnly,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let llm: Awaited<ReturnType<typeof startFakeLlmServer>>;
let testApp: TestApp;
let chats: ChatClient;
let projects: ProjectsClient;
let projectId: number;
let chatId: number;

const SECRET_KEY = 'sk-test-not-a-real-key';

beforeAll(async () => {
  llm = await startFakeLlmServer();
  testApp = await createTestApp({
    env: { LLM_API_URL: llm.url, LLM_API_KEY: SECRET_KEY, LLM_MODEL: 'test-model' },
  });
  const { headers } = await signedInUser(testApp.app, testApp.database);
  chats = chatClient(testApp.app, headers);
  projects = projectsClient(testApp.app, headers);
});
afterAll(async () => {
  await testApp.app.close();
  await llm.close();
});
beforeEach(async () => {
  projectId = (await projects.created({ name: 'LLM plot', plot: rectPlot() })).id;
  await projects.edit(projectId, { plan: houseOnly() });
  chatId = (await chats.created({ project: projectId })).id;
  llm.requests.length = 0;
});

const send = async (content: string) => (await chats.send(chatId, { content })).json<MessageExchange>();
const project = async () => (await projects.get(projectId)).json<Project>();

describe('with an OpenAI-compatible endpoint configured', () => {
  it('sends the model, the tools, the key and the message, and runs the tool calls as actions', async () => {
    llm.answer(toolCalls({ name: 'add', arguments: { landscape_object: 'well', count: 1 } }));
    const answer = await send('put a well somewhere');
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: 'put a well somewhere' });
    expect(request?.body.tools.map((t) => t.function.name)).toEqual(
      expect.arrayContaining(['add', 'move', 'rotate', 'resize', 'remove', 'swap', 'regenerate', 'undo']),
    );
    expect(answer.assistant_message.actions).toEqual([expect.objectContaining({ type: 'add' })]);
    const plan = (await project()).actual_plan;
    expect(plan?.objects.map((o) => o.landscape_object).sort()).toEqual(['house_small', 'well']);
  });

  it('passes the earlier turns of the chat along', async () => {
    llm.answer(textAnswer('Hello! Ask me to change the plan.'), textAnswer('Still here.'));
    await send('hi');
    await send('are you there?');
    expect(llm.requests[1]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello! Ask me to change the plan.' },
      { role: 'user', content: 'are you there?' },
    ]);
  });

  it('answers with the text of an answer without tool calls, changing nothing', async () => {
    llm.answer(textAnswer('A 600 m² plot is a good size for a house and a garden.'));
    const before = await project();
    const answer = await send('is my plot big enough?');
    expect(answer.assistant_message).toMatchObject({
      content: 'A 600 m² plot is a good size for a house and a garden.',
      actions: [],
    });
    expect((await project()).plan_version).toBe(before.plan_version);
  });

  it('never invents: a tool call for an object the catalog lacks changes nothing', async () => {
    llm.answer(toolCalls({ name: 'add', arguments: { landscape_object: 'hot_tub', count: 1 } }));
    const before = await project();
    const answer = await send('add a hot tub');
    expect(answer.assistant_message.actions).toEqual([]);
    expect(answer.assistant_message.content).toContain('hot_tub');
    expect((await project()).actual_plan).toEqual(before.actual_plan);
  });

  it.each([
    ['a 500', { status: 500, body: { error: { message: 'boom' } } }],
    ['a 401', { status: 401, body: { error: { message: 'bad key' } } }],
    ['a body that is no completion', { status: 200, body: { hello: 'world' } }],
    ['tool arguments that are not JSON', toolCalls({ name: 'add', arguments: '{"landscape_object": ' })],
    ['tool arguments that break the schema', toolCalls({ name: 'rotate', arguments: { degrees: 'lots' } })],
    ['an unknown tool', toolCalls({ name: 'launch_rocket', arguments: {} })],
    ['a dropped connection', 'hang-up' as const],
  ])('falls back to the built-in assistant on %s', async (_name, failure) => {
    llm.answer(failure);
    const answer = await send('remove the house');
    expect(llm.requests).toHaveLength(1);
    expect(answer.assistant_message.actions).toEqual([expect.objectContaining({ type: 'remove' })]);
    expect((await project()).actual_plan?.objects).toEqual([]);
  });
});
