import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { setUpLocalApi } from '../../test/local-api';
import { chatApi, messagesPath } from './chat-api';
import { chat, exchange } from './test-fixtures';

const { received, answer } = setUpLocalApi('/plot-editor/editor?project=7');

describe('chatApi.send', () => {
  it('posts the message to /messages/create/', async () => {
    answer(() => ({ status: 201, body: exchange(1, 'hi', 'Hello') }));
    const answered = await chatApi.send(4, 'hi');
    expect(answered.assistant_message.content).toBe('Hello');
    expect(received).toEqual([
      { method: 'POST', url: '/api/chat/4/messages/create/', body: { content: 'hi' } },
    ]);
  });

  it('on a 405 posts the same body once to /api/chat/chats/{id}/messages', async () => {
    answer(({ url }) =>
      url === '/api/chat/4/messages/create/'
        ? { status: 405, headers: { allow: 'OPTIONS' } }
        : { status: 201, body: exchange(1, 'hi', 'From the fallback') },
    );
    const answered = await chatApi.send(4, 'hi');
    expect(answered.assistant_message.content).toBe('From the fallback');
    expect(received).toEqual([
      { method: 'POST', url: '/api/chat/4/messages/create/', body: { content: 'hi' } },
      { method: 'POST', url: '/api/chat/chats/4/messages', body: { content: 'hi' } },
    ]);
  });

  it('does not go round in circles when the fallback answers 405 too', async () => {
    answer(() => ({ status: 405, headers: { allow: 'OPTIONS' } }));
    const error = await chatApi.send(4, 'hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(405);
    expect(received.map((r) => r.url)).toEqual([
      '/api/chat/4/messages/create/',
      '/api/chat/chats/4/messages',
    ]);
  });

  it("passes the server's refusal of a blank message on with its field error", async () => {
    answer(() => ({ status: 400, body: { content: ['This field may not be blank.'] } }));
    const error = (await chatApi.send(4, ' ').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('This field may not be blank.');
    expect(received).toHaveLength(1);
  });
});

describe('the other chat calls', () => {
  it('create, rename and delete go to /api/chat/chats/', async () => {
    answer(({ method }) => (method === 'DELETE' ? { status: 204 } : { status: 200, body: chat(3) }));
    await chatApi.create({ project: 7 });
    await chatApi.rename(3, 'Greenhouse ideas');
    await chatApi.remove(3);
    expect(received).toEqual([
      { method: 'POST', url: '/api/chat/chats/', body: { project: 7 } },
      { method: 'PATCH', url: '/api/chat/chats/3/', body: { title: 'Greenhouse ideas' } },
      { method: 'DELETE', url: '/api/chat/chats/3/', body: undefined },
    ]);
  });

  it('pages back with before and limit', () => {
    expect(messagesPath(3)).toBe('/api/chat/chats/3/messages/');
    expect(messagesPath(3, 250)).toBe('/api/chat/chats/3/messages/?before=250&limit=100');
  });
});
