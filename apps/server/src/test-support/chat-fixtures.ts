import type { FastifyInstance } from 'fastify';
import { injectAs, type Headers } from './inject-as.js';

/** Thin wrappers over inject for the chat API, as one signed-in user. */
export function chatClient(app: FastifyInstance, headers: Headers) {
  const call = injectAs(app, headers);
  const at = (id: number | string) => `/api/chat/chats/${id}/`;
  return {
    list: (query = '') => call('GET', `/api/chat/chats/${query}`),
    create: (body: unknown = {}) => call('POST', '/api/chat/chats/', body),
    get: (id: number | string) => call('GET', at(id)),
    rename: (id: number | string, body: unknown) => call('PATCH', at(id), body),
    remove: (id: number | string) => call('DELETE', at(id)),
    messages: (id: number | string, query = '') => call('GET', `${at(id)}messages/${query}`),
    /** The primary message call: POST /api/chat/{id}/messages/create/. */
    send: (id: number | string, body: unknown) => call('POST', `/api/chat/${id}/messages/create/`, body),
    /** The alternative call a client makes after a 405: POST /api/chat/chats/{id}/messages. */
    sendFallback: (id: number | string, body: unknown) =>
      call('POST', `/api/chat/chats/${id}/messages`, body),
    /** Creates a chat and returns its body; fails loudly on anything but 201. */
    async created(body: unknown = {}): Promise<{ id: number; title: string; project: number | null }> {
      const response = await call('POST', '/api/chat/chats/', body);
      if (response.statusCode !== 201)
        throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}

export type ChatClient = ReturnType<typeof chatClient>;
