import {
  chatCreateSchema,
  chatMessageSchema,
  chatSchema,
  chatsQuerySchema,
  chatUpdateSchema,
  errorBodySchema,
  fieldErrorsSchema,
  messageCreateSchema,
  messageExchangeSchema,
  messagesQuerySchema,
} from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/authenticate.js';
import { projectIdOf as idOf } from '../projects/project-request.js';
import type { ChatService } from './chat-service.js';

const tags = ['chat'];
const security = [{ bearer: [] }];
// Ids are matched as text so that a non-integer id is a 404 like any unknown one.
const params = z.object({ chatId: z.string().describe('The chat id (an integer).') });
const badRequest = fieldErrorsSchema.or(errorBodySchema);
const errors = { 401: errorBodySchema, 404: errorBodySchema } as const;

const messageCreateDocs = {
  tags,
  security,
  params,
  body: messageCreateSchema,
  response: { 201: messageExchangeSchema, 400: badRequest, ...errors, 429: errorBodySchema },
};
const messageCreateDescription =
  'Stores the message, runs the assistant on the chat\u2019s project and stores its answer. Each change ' +
  'the assistant makes to the plan is appended as a plan version (source `assistant`) and listed in ' +
  '`assistant_message.actions` with its `plan_version`; "undo" restores the previous version. One ' +
  'message per user at a time: another one meanwhile gets 429 with Retry-After.';

/** Chats with the assistant and their messages, for signed-in owners. */
export const chatRoutes: FastifyPluginAsyncZod<{ chats: ChatService }> = async (app, { chats }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/chat/chats/',
    {
      schema: {
        tags,
        security,
        summary: "The user's chats, most recently active first; `?project=` for one project's",
        querystring: chatsQuerySchema,
        response: { 200: z.array(chatSchema), 400: badRequest, 401: errorBodySchema },
      },
    },
    (request) => chats.list(currentUser(request).id, request.query.project),
  );

  app.post(
    '/api/chat/chats/',
    {
      schema: {
        tags,
        security,
        summary: 'Start a chat, optionally about a project (a blank title is taken from the first message)',
        body: chatCreateSchema,
        response: { 201: chatSchema, 400: badRequest, 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await chats.create(currentUser(request).id, request.body)),
  );

  app.get(
    '/api/chat/chats/:chatId/',
    { schema: { tags, security, summary: 'One chat', params, response: { 200: chatSchema, ...errors } } },
    (request) => chats.get(currentUser(request).id, idOf(request.params.chatId)),
  );

  app.patch(
    '/api/chat/chats/:chatId/',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a chat',
        params,
        body: chatUpdateSchema,
        response: { 200: chatSchema, 400: badRequest, ...errors },
      },
    },
    (request) => chats.rename(currentUser(request).id, idOf(request.params.chatId), request.body),
  );

  app.delete(
    '/api/chat/chats/:chatId/',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a chat and its messages (the plan versions it made stay)',
        params,
        response: { 204: z.null().describe('Deleted.'), ...errors },
      },
    },
    async (request, reply) => {
      await chats.remove(currentUser(request).id, idOf(request.params.chatId));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/chat/chats/:chatId/messages/',
    {
      schema: {
        tags,
        security,
        summary: "A chat's messages, oldest first: the newest 100, or those before `?before=<message id>`",
        params,
        querystring: messagesQuerySchema,
        response: { 200: z.array(chatMessageSchema), 400: badRequest, ...errors },
      },
    },
    (request) => chats.messages(currentUser(request).id, idOf(request.params.chatId), request.query),
  );

  // The primary path and the one a client retries on after a 405 (original-spec section 8) do the same.
  for (const [path, summary] of [
    ['/api/chat/:chatId/messages/create/', 'Send a message to the assistant'],
    [
      '/api/chat/chats/:chatId/messages',
      'Send a message to the assistant (the alternative path a client uses after a 405)',
    ],
  ] as const) {
    app.post(
      path,
      { schema: { ...messageCreateDocs, summary, description: messageCreateDescription } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await chats.post(currentUser(request).id, idOf(request.params.chatId), request.body.content)),
    );
  }
};
