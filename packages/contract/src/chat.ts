import { assistantActionTypes } from '@plotplan/assistant/commands';
import { z } from 'zod';
import { projectSchema } from './projects.js';
import { dbId, queryDbId, storedText } from './scalars.js';

export const CHAT_TITLE_MAX = 100;
/** A message is a request about a plan, not a document: 2,000 characters is plenty. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages per page when listing (the newest page unless `before` is given). */
export const CHAT_MESSAGES_PAGE = 100;
/** Chats per page of the chat list when `limit` is left out (newest activity first). */
export const CHATS_PAGE = 50;
/** The default cap of chats per user (the server may be set up with another). */
export const MAX_CHATS_PER_USER = 200;
/** The default cap of messages (the user's and the assistant's) one chat holds. */
export const MAX_MESSAGES_PER_CHAT = 2000;

const title = storedText({ error: 'Not a valid string.' })
  .trim()
  .max(CHAT_TITLE_MAX, `Ensure this field has no more than ${CHAT_TITLE_MAX} characters.`);

/** POST /api/chat/chats/: an optional title (left blank, the first message names the chat). */
export const chatCreateSchema = z.object({
  title: title.optional(),
  project: dbId().nullable().optional(),
});
export type ChatCreateBody = z.infer<typeof chatCreateSchema>;

/** PATCH /api/chat/chats/{id}/: rename. */
export const chatUpdateSchema = z.object({
  title: title.min(1, 'This field may not be blank.'),
});
export type ChatUpdateBody = z.infer<typeof chatUpdateSchema>;

export const messageCreateSchema = z.object({
  content: storedText({
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(CHAT_MESSAGE_MAX, `Ensure this field has no more than ${CHAT_MESSAGE_MAX} characters.`),
});

/** GET /api/chat/chats/{id}/messages/: `before` (a message id) pages back through a long chat. */
export const messagesQuerySchema = z.object({
  before: queryDbId().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_PAGE).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/**
 * GET /api/chat/chats/: `?project=` for one project's chats; a page of `limit` (default CHATS_PAGE,
 * at most MAX_CHATS_PER_USER) from `offset` (default 0) in the list's order. The answer stays an
 * array; `X-Total-Count` and, when more follow, a `Link: <...>; rel="next"` header say the rest.
 */
export const chatsQuerySchema = z.object({
  project: queryDbId().optional(),
  limit: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(MAX_CHATS_PER_USER, `Ensure this value is less than or equal to ${MAX_CHATS_PER_USER}.`)
    .optional(),
  offset: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(1_000_000, 'Ensure this value is less than or equal to 1000000.')
    .optional(),
});
export type ChatsQuery = z.infer<typeof chatsQuerySchema>;

/** One change the assistant made to the plan: each is its own plan version. */
export const assistantActionSchema = z.object({
  /** One of the plan-changing command kinds, or an undo (derived from the assistant's commands). */
  type: z.enum(assistantActionTypes),
  /** The objects added or changed (highlighted on the plan); empty for removals and undo. */
  object_ids: z.array(z.string()),
  summary: z.string(),
  /** The plan version this action made current. */
  plan_version: z.number().int(),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  actions: z.array(assistantActionSchema),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  project: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_message: chatMessageSchema.nullable(),
});
export type Chat = z.infer<typeof chatSchema>;

/** The answer of both message-creating calls. */
export const messageExchangeSchema = z.object({
  user_message: chatMessageSchema,
  assistant_message: chatMessageSchema,
  /**
   * The project as the assistant's last change (or undo) left it, so the client shows it without
   * reading it again; absent when the answer changed nothing.
   */
  project: projectSchema.optional(),
});
export type MessageExchange = z.infer<typeof messageExchangeSchema>;
