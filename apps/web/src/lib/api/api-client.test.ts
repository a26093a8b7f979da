// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, TOKENS_STORAGE_KEY, USER_STORAGE_KEY } from '../auth/auth-store';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

// A real HTTP server that speaks the token protocol: access "fresh-N" is valid, anything else is 401.
interface Calls {
  refresh: number;
  me: number;
  primary: number;
  fallback: number;
}
let server: Server;
let baseUrl: string;
let calls: Calls;
let refreshAnswer: 'ok' | 'refused';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  const auth = req.headers['authorization'];
  if (req.url === '/api/token/refresh/') {
    calls.refresh += 1;
    // Slow enough that concurrent 401s overlap with this refresh.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (refreshAnswer === 'ok' && (JSON.parse(raw) as { refresh: string }).refresh === 'good-refresh') {
      return json(res, 200, { access: `fresh-${calls.refresh}` });
    }
    return json(res, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
  }
  if (req.url === '/api/auth/me/') {
    calls.me += 1;
    if (auth?.startsWith('Bearer fresh-') === true)
      return json(res, 200, { id: 1, email: 'ada@example.com' });
    return json(res, 401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  }
  if (req.url === '/api/chat/1/messages/create/') {
    calls.primary += 1;
    res.writeHead(405, { allow: 'GET' });
    return res.end();
  }
  if (req.url === '/api/chat/chats/1/messages') {
    calls.fallback += 1;
    return json(res, 201, { echoed: JSON.parse(raw) as unknown });
  }
  if (req.url === '/api/bad/') return json(res, 400, { name: ['This field is required.'] });
  return json(res, 404, { detail: 'Not found.', code: 'not_found' });
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function setup(accessToken = 'stale', refreshToken = 'good-refresh') {
  const storage = memoryStorage();
  const store = createAuthStore(storage);
  store.signIn('ada@example.com', { access: accessToken, refresh: refreshToken });
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl, store, onSessionExpired });
  return { storage, store, client, onSessionExpired };
}

beforeEach(async () => {
  calls = { refresh: 0, me: 0, primary: 0, fallback: 0 };
  refreshAnswer = 'ok';
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('api client', () => {
  it('reads or cancels every response body, the 401 before a refresh and the 405 before a fallback included', async () => {
    // An unread body keeps its request open: the page never went network-idle after a refresh.
    const responses: Response[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      responses.push(response);
      return response;
    };
    const { store } = setup();
    const client = createApiClient({ baseUrl, store, fetch: recording });
    await client.get('/api/auth/me/');
    await client.post(
      '/api/chat/1/messages/create/',
      { text: 'hi' },
      { fallbackOn405: '/api/chat/chats/1/messages' },
    );
    expect(responses.map((response) => response.status)).toEqual([401, 200, 200, 405, 201]);
    expect(responses.map((response) => response.bodyUsed)).toEqual([true, true, true, true, true]);
  });

  it('refreshes a stale access token once and retries the request once', async () => {
    const { client, store, storage } = setup();
    await expect(client.get('/api/auth/me/')).resolves.toEqual({ id: 1, email: 'ada@example.com' });
    expect(calls).toMatchObject({ refresh: 1, me: 2 });
    expect(store.getState().tokens?.accessToken).toBe('fresh-1');
    expect(JSON.parse(storage.getItem(TOKENS_STORAGE_KEY) ?? '{}')).toEqual({
      accessToken: 'fresh-1',
      refreshToken: 'good-refresh',
    });
    expect(store.getState().isRefreshing).toBe(false);
  });

  it('shares one refresh call between concurrent 401s', async () => {
    const { client } = setup();
    const results = await Promise.all([
      client.get('/api/auth/me/'),
      client.get('/api/auth/me/'),
      client.get('/api/auth/me/'),
    ]);
    expect(results).toHaveLength(3);
    expect(calls.refresh).toBe(1);
    expect(calls.me).toBe(6);
  });

  it('logs out and clears storage when the refresh is refused, passing the 401 on', async () => {
    refreshAnswer = 'refused';
    const { client, store, storage, onSessionExpired } = setup();
    const error = await client.get('/api/auth/me/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.refresh).toBe(1);
    expect(store.getState()).toMatchObject({
      user: null,
      tokens: null,
      isAuthenticated: false,
      isRefreshing: false,
    });
    expect(storage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when no token was sent', async () => {
    const { client, store } = setup();
    store.clear();
    await expect(client.get('/api/auth/me/')).rejects.toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(0);
  });

  it('posts once to the fallback path when the primary answers 405', async () => {
    const { client } = setup('fresh-0');
    const answer = await client.post(
      '/api/chat/1/messages/create/',
      { content: 'hi' },
      {
        fallbackOn405: '/api/chat/chats/1/messages',
      },
    );
    expect(answer).toEqual({ echoed: { content: 'hi' } });
    expect(calls).toMatchObject({ primary: 1, fallback: 1 });
  });

  it('passes other errors on unchanged, with their field errors', async () => {
    const { client } = setup('fresh-0');
    const error = (await client.post('/api/bad/', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ name: ['This field is required.'] });
    expect(error.message).toBe('This field is required.');
  });
});
