import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { chatClient, type ChatClient } from '../../test-support/chat-fixtures.js';
import { projectsClient, rectPlot, type ProjectsClient } from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let chats: ChatClient;
let projects: ProjectsClient;
let projectId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { headers } = await signedInUser(testApp.app, testApp.database);
  chats = chatClient(testApp.app, headers);
  projects = projectsClient(testApp.app, headers);
  projectId = (await projects.created({ name: 'Dacha', plot: rectPlot() })).id;
});
afterAll(async () => {
  await testApp.app.close();
});

describe('creating chats', () => {
  it('creates a chat with a title and a project', async () => {
    const response = await chats.create({ title: '  Garden ideas ', project: projectId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Garden ideas', project: projectId, last_message: null });
    expect(Date.parse(response.json<{ created_at: string }>().created_at)).not.toBeNaN();
  });

  it('creates a chat without a body: no title, no project', async () => {
    const response = await chats.create({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'New chat', project: null });
  });

  it.each([
    ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title'],
    ['a title that is not a string', { title: 5 }, 'title'],
    ['a project id that is not an integer', { project: 'abc' }, 'project'],
    ['a project that does not exist', { project: 999_999 }, 'project'],
  ])('refuses %s with a field error and creates nothing', async (_name, body, field) => {
    const before = (await chats.list()).json<unknown[]>().length;
    const response = await chats.create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
    expect((await chats.list()).json<unknown[]>()).toHaveLength(before);
  });
});

describe('listing, renaming and deleting', () => {
  it("lists one project's chats with ?project=, most recently active first", async () => {
    const first = await chats.created({ title: 'First', project: projectId });
    const second = await chats.created({ title: 'Second', project: projectId });
    await chats.created({ title: 'Elsewhere' });
    const listed = (await chats.list(`?project=${projectId}`)).json<{ id: number; project: number }[]>();
    expect(listed.every((c) => c.project === projectId)).toBe(true);
    const ids = listed.map((c) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    // Renaming is activity: the renamed chat comes first.
    expect((await chats.rename(first.id, { title: 'First, renamed' })).statusCode).toBe(200);
    const again = (await chats.list(`?project=${projectId}`)).json<{ id: number; title: string }[]>();
    expect(again[0]).toMatchObject({ id: first.id, title: 'First, renamed' });
  });

  it('refuses a blank new title and keeps the old one', async () => {
    const chat = await chats.created({ title: 'Keep me' });
    const response = await chats.rename(chat.id, { title: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: ['This field may not be blank.'] });
    expect((await chats.get(chat.id)).json()).toMatchObject({ title: 'Keep me' });
  });

  it('deletes a chat with its messages (204, then 404)', async () => {
    const chat = await chats.created({ title: 'Short-lived' });
    expect((await chats.remove(chat.id)).statusCode).toBe(204);
    expect((await chats.get(chat.id)).statusCode).toBe(404);
    expect((await chats.messages(chat.id)).statusCode).toBe(404);
    expect((await chats.remove(chat.id)).statusCode).toBe(404);
  });

  it('deleting a project deletes its chats', async () => {
    const doomed = (await projects.created({ name: 'Doomed', plot: rectPlot() })).id;
    const chat = await chats.created({ project: doomed });
    expect((await projects.remove(doomed)).statusCode).toBe(204);
    expect((await chats.get(chat.id)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the chat id %s', async (id) => {
    expect((await chats.get(id)).statusCode).toBe(404);
    expect((await chats.send(id, { content: 'hello' })).statusCode).toBe(404);
  });

  it('refuses a bad ?project= filter with 400', async () => {
    expect((await chats.list('?project=abc')).statusCode).toBe(400);
  });
});
