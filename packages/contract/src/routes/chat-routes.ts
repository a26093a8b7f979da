import { z } from 'zod';
import {
  chatCreateSchema,
  chatMessageSchema,
  chatSchema,
  chatsQuerySchema,
  chatUpdateSchema,
  messageCreateSchema,
  messageExchangeSchema,
  messagesQuerySchema,
} from '../chat.js';
import { chatEndpoints as at } from './endpoints.js';
import { badRequestSchema, deletedSchema, errorAnswers, idParams, route } from './route.js';

const params = idParams('chatId', 'chat');
const sendMessage = {
  params,
  body: messageCreateSchema,
  responses: { 201: messageExchangeSchema, 400: badRequestSchema, ...errorAnswers(401, 404, 429) },
} as const;

/** Chats with the assistant and their messages, for signed-in owners. */
export const chatRoutes = {
  list: route({
    ...at.list,
    query: chatsQuerySchema,
    responses: { 200: z.array(chatSchema), 400: badRequestSchema, ...errorAnswers(401) },
  }),
  create: route({
    ...at.create,
    body: chatCreateSchema,
    responses: { 201: chatSchema, 400: badRequestSchema, ...errorAnswers(401) },
  }),
  get: route({ ...at.get, params, responses: { 200: chatSchema, ...errorAnswers(401, 404) } }),
  rename: route({
    ...at.rename,
    params,
    body: chatUpdateSchema,
    responses: { 200: chatSchema, 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
  remove: route({ ...at.remove, params, responses: { 204: deletedSchema, ...errorAnswers(401, 404) } }),
  messages: route({
    ...at.messages,
    params,
    query: messagesQuerySchema,
    responses: { 200: z.array(chatMessageSchema), 400: badRequestSchema, ...errorAnswers(401, 404) },
  }),
  send: route({ ...at.send, ...sendMessage }),
  sendAlternative: route({ ...at.sendAlternative, ...sendMessage }),
};
