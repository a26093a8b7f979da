import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { chatApi, messagesPath } from './chat-api';
import { exchange } from './test-fixtures';

// A real HTTP server stands in for the API; the page's URL points at it so the app's own client
// (same-origin, relative paths) talks to it unchanged.
interface Received {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly body: unknown;
}
interface HappyDomWindow {
  readonly happyDOM: { setURL: (url: string) => void };
}
let server: Server;
let received: Received[];
let answer: (req: Received) => { status: number; body?: unknown; headers?: Record<string, string> };

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  const request = {
    method: req.method,
    url: req.url,
    body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
  };
  received.push(request);
  const reply = answer(request);
  res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
}

beforeEach(async () => {
  received = [];
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as HappyDomWindow).happyDOM.setURL(
    `http://127.0.0.1:${port}/plot-editor/editor?project=7`,
  );
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

describe('chatApi.send', () => {
  it('posts the message to /messages/create/', async () => {
    answer = () => ({ status: 201, body: exchange(1, 'hi', 'Hello') });
    const answered = await chatApi.send(4, 'hi');
    expect(answered.assistant_message.content).toBe('Hello');
    expect(received).toEqual([
      { method: 'POST', url: '/api/chat/4/messages/create/', body: { content: 'hi' } },
    ]);
  });

  it('on a 405 posts the same body once to /api/chat/chats/{id}/messages (original section 8)', async () => {
    answer = ({ url }) =>
      url === '/api/chat/4/messages/create/'
        ? { status: 405, headers: { allow: 'OPTIONS' } }
        : { status: 201, body: exchange(1, 'hi', 'From the fallback') };
    const answered = await chatApi.send(4, 'hi');
    expect(answered.assistant_message.content).toBe('From the fallback');
    expect(received).toEqual([
      { method: 'POST', url: '/api/chat/4/messages/create/', body: { content: 'hi' } },
      { method: 'POST', url: '/api/chat/chats/4/messages', body: { content: 'hi' } },
    ]);
  });

  it('does not go round in circles when the fallback answers 405 too', async () => {
    answer = () => ({ status: 405, headers: { allow: 'OPTIONS' } });
    const error = await chatApi.send(4, 'hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(405);
    expect(received.map((r) => r.url)).toEqual([
      '/api/chat/4/messages/create/',
      '/api/chat/chats/4/messages',
    ]);
  });

  it("passes the server's refusal of a blank message on with its field error", async () => {
    answer = () => ({ status: 400, body: { content: ['This field may not be blank.'] } });
    const error = (await chatApi.send(4, ' ').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('This field may not be blank.');
    expect(received).toHaveLength(1);
  });
});

describe('the other chat calls', () => {
  it('create, rename and delete go to /api/chat/chats/', async () => {
    answer = ({ method }) => (method === 'DELETE' ? { status: 204 } : { status: 200, body: {} });
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
