import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { chatClient, type ChatClient } from '../../test-support/chat-fixtures.js';
import {
  houseOnly,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let alice: ChatClient;
let bob: ChatClient;
let aliceChat: number;
let aliceProject: number;
let aliceProjects: ProjectsClient;
let projectBefore: unknown;
let messagesBefore: unknown;

beforeAll(async () => {
  testApp = await createTestApp();
  const aliceHeaders = (await signedInUser(testApp.app, testApp.database)).headers;
  alice = chatClient(testApp.app, aliceHeaders);
  bob = chatClient(testApp.app, (await signedInUser(testApp.app, testApp.database)).headers);
  aliceProjects = projectsClient(testApp.app, aliceHeaders);
  aliceProject = (await aliceProjects.created({ name: "Alice's", plot: rectPlot() })).id;
  await aliceProjects.edit(aliceProject, { plan: houseOnly() });
  aliceChat = (await alice.created({ title: "Alice's chat", project: aliceProject })).id;
  expect((await alice.send(aliceChat, { content: 'how big is my plot?' })).statusCode).toBe(201);
  projectBefore = (await aliceProjects.get(aliceProject)).json();
  messagesBefore = (await alice.messages(aliceChat)).json();
});
afterAll(async () => {
  await testApp.app.close();
});

const notFoundBody = { detail: 'Not found.', code: 'not_found' };

describe("another user's chat", () => {
  it.each([
    ['GET', () => bob.get(aliceChat)],
    ['PATCH', () => bob.rename(aliceChat, { title: 'Mine now' })],
    ['DELETE', () => bob.remove(aliceChat)],
    ['GET messages', () => bob.messages(aliceChat)],
    ['POST messages/create/', () => bob.send(aliceChat, { content: 'remove the house' })],
    ['POST the fallback path', () => bob.sendFallback(aliceChat, { content: 'remove the house' })],
  ])('is 404 for %s, and changes nothing', async (_name, attempt) => {
    const response = await attempt();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect((await alice.get(aliceChat)).json()).toMatchObject({ title: "Alice's chat" });
    expect((await alice.messages(aliceChat)).json()).toEqual(messagesBefore);
    // "remove the house" through her chat id must not have reached her plan.
    expect((await aliceProjects.get(aliceProject)).json()).toEqual(projectBefore);
  });

  it('is missing from his list, also when he filters by her project', async () => {
    expect((await bob.list()).json()).toEqual([]);
    expect((await bob.list(`?project=${aliceProject}`)).json()).toEqual([]);
  });

  it('cannot be tied to her project: creating a chat on it is refused', async () => {
    const response = await bob.create({ project: aliceProject });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ project: [`Invalid pk "${aliceProject}" - object does not exist.`] });
  });

  it('needs a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/chat/chats/' });
    expect(response.statusCode).toBe(401);
  });
});
