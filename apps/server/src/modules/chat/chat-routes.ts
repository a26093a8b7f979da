import { chatRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/api-route.js';
import { pathId } from '../../http/path-id.js';
import { currentUser } from '../auth/index.js';
import type { ChatService } from './chat-service.js';

const tags = ['chat'];
const messageCreateDescription =
  'Stores the message, runs the assistant on the chat\u2019s project and stores its answer. Each change ' +
  'the assistant makes to the plan is appended as a plan version (source `assistant`) and listed in ' +
  '`assistant_message.actions` with its `plan_version`; "undo" restores the previous version. One ' +
  'message per user at a time: another one meanwhile gets 429 with Retry-After, as do messages over ' +
  'the per-user rates (by default 20 a minute, 1,000 a day). A full chat (by default 2,000 messages) ' +
  'is a 400; nothing is stored when a message is refused.';
const listDescription =
  'A page of the chats as an array: `limit` (default 50) from `offset` (default 0). `X-Total-Count` ' +
  'is the number of chats in the whole list; `Link: <...>; rel="next"` names the next page if any.';

/** The owner and the chat of a `/api/chat/.../:chatId/...` request (a bad id is a 404). */
const target = (request: FastifyRequest, params: { chatId: string }) =>
  [currentUser(request).id, pathId(params.chatId)] as const;

/** Chats with the assistant and their messages, for signed-in owners. */
export function registerChatRoutes(app: FastifyInstance, chats: ChatService): void {
  addRoute(
    app,
    tags,
    routes.list,
    {
      summary: "The user's chats, most recently active first; `?project=` for one project's",
      description: listDescription,
    },
    async ({ query }, request, reply) => {
      const page = await chats.list(currentUser(request).id, query);
      void reply.header('x-total-count', String(page.total));
      const next = page.offset + page.chats.length;
      if (page.chats.length > 0 && next < page.total) {
        const search = new URLSearchParams({
          ...(query.project === undefined ? {} : { project: String(query.project) }),
          limit: String(page.limit),
          offset: String(next),
        });
        void reply.header('link', `<${routes.list.path}?${search.toString()}>; rel="next"`);
      }
      return page.chats;
    },
  );
  addRoute(
    app,
    tags,
    routes.create,
    {
      summary: 'Start a chat, optionally about a project (a blank title is taken from the first message)',
      description: 'A user has at most 200 chats by default; one more is a 400.',
    },
    ({ body }, request) => chats.create(currentUser(request).id, body),
  );
  addRoute(app, tags, routes.get, { summary: 'One chat' }, ({ params }, request) =>
    chats.get(...target(request, params)),
  );
  addRoute(app, tags, routes.rename, { summary: 'Rename a chat' }, ({ params, body }, request) =>
    chats.rename(...target(request, params), body),
  );
  addRoute(
    app,
    tags,
    routes.remove,
    { summary: 'Delete a chat and its messages (the plan versions it made stay)' },
    async ({ params }, request) => {
      await chats.remove(...target(request, params));
      return null;
    },
  );
  addRoute(
    app,
    tags,
    routes.messages,
    { summary: "A chat's messages, oldest first: the newest 100, or those before `?before=<message id>`" },
    ({ params, query }, request) => chats.messages(...target(request, params), query),
  );
  // The primary path and the one a client retries on after a 405 do the same.
  for (const [route, summary] of [
    [routes.send, 'Send a message to the assistant'],
    [
      routes.sendAlternative,
      'Send a message to the assistant (the alternative path a client uses after a 405)',
    ],
  ] as const) {
    addRoute(
      app,
      tags,
      route,
      { summary, description: messageCreateDescription },
      ({ params, body }, request) => chats.post(...target(request, params), body.content),
    );
  }
}
