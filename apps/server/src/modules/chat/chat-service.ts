import {
  CHAT_MESSAGES_PAGE,
  CHATS_PAGE,
  type Chat,
  type ChatCreateBody,
  type ChatsQuery,
  type ChatMessage,
  type ChatUpdateBody,
  type MessageExchange,
  type MessagesQuery,
} from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import { lockOwner } from '../auth/index.js';
import { projectBody, projectExists } from '../projects/index.js';
import type { AssistantService } from './assistant-service.js';
import { AssistantTurns } from './assistant-turns.js';
import { AnswerInProgress, ChatFull, NoSuchProject, TooManyChats } from './chat-errors.js';
import { MessageRate, type ChatLimits } from './chat-limits.js';
import {
  countChats,
  countMessages,
  deleteChat,
  findChat,
  insertChat,
  insertMessage,
  lastMessages,
  listChats,
  listMessages,
  recentMessages,
  updateChat,
  type ChatRow,
} from './chat-store.js';
import { chatView, messageView } from './chat-view.js';

const DEFAULT_TITLE = 'New chat';
const TITLE_FROM_MESSAGE_MAX = 60;
/** Earlier messages an LLM backend sees with a new one. */
const CONTEXT_MESSAGES = 12;
/** A user's message and the assistant's answer. */
const MESSAGES_PER_EXCHANGE = 2;

/** One page of the chat list and how many chats the whole list has. */
export interface ChatPage {
  readonly chats: Chat[];
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
}

/** Chats and their messages, scoped to the signed-in owner (another user's chat is a 404). */
export class ChatService {
  /**
   * Users whose message is being answered, on any instance: one at a time each, so nobody can queue
   * up minutes of work.
   */
  private readonly answering: AssistantTurns;
  private readonly rate: MessageRate;

  constructor(
    private readonly db: Db,
    private readonly assistant: AssistantService,
    private readonly limits: ChatLimits,
    now: () => number = Date.now,
  ) {
    this.answering = new AssistantTurns(db, now);
    this.rate = new MessageRate(db, limits, now);
  }

  async list(ownerId: number, query: ChatsQuery): Promise<ChatPage> {
    const limit = query.limit ?? CHATS_PAGE;
    const offset = query.offset ?? 0;
    const rows = await listChats(this.db, ownerId, { projectId: query.project, limit, offset });
    const total = await countChats(this.db, ownerId, query.project);
    const last = await lastMessages(
      this.db,
      rows.map((r) => r.id),
    );
    return { chats: rows.map((row) => chatView(row, last.get(row.id))), total, limit, offset };
  }

  /** A new chat; refused when the user already has as many as they may. */
  async create(ownerId: number, body: ChatCreateBody): Promise<Chat> {
    const projectId = body.project ?? null;
    if (projectId !== null && !(await projectExists(this.db, ownerId, projectId))) {
      throw new NoSuchProject(projectId);
    }
    const title = body.title === undefined || body.title === '' ? DEFAULT_TITLE : body.title;
    return this.db.transaction(async (tx) => {
      // One create at a time per user, so two cannot both pass the count.
      await lockOwner(tx, ownerId);
      if ((await countChats(tx, ownerId)) >= this.limits.chatsPerUser) {
        throw new TooManyChats(this.limits.chatsPerUser);
      }
      return chatView(await insertChat(tx, { ownerId, projectId, title }), undefined);
    });
  }

  async get(ownerId: number, id: number): Promise<Chat> {
    const row = await this.owned(ownerId, id);
    return chatView(row, (await lastMessages(this.db, [row.id])).get(row.id));
  }

  async rename(ownerId: number, id: number, body: ChatUpdateBody): Promise<Chat> {
    const row = await updateChat(this.db, ownerId, id, { title: body.title });
    if (row === undefined) throw new NotFound();
    return chatView(row, (await lastMessages(this.db, [row.id])).get(row.id));
  }

  async remove(ownerId: number, id: number): Promise<void> {
    if (!(await deleteChat(this.db, ownerId, id))) throw new NotFound();
  }

  async messages(ownerId: number, id: number, query: MessagesQuery): Promise<ChatMessage[]> {
    const chat = await this.owned(ownerId, id);
    const rows = await listMessages(this.db, chat.id, {
      before: query.before,
      limit: query.limit ?? CHAT_MESSAGES_PAGE,
    });
    return rows.map(messageView);
  }

  /**
   * Stores the user's message, runs the assistant (which saves its plan changes as versions) and
   * stores its answer. The user's message is stored first, so it is kept even if the answer fails.
   * Refused, storing nothing: while the user's previous message is being answered, over the user's
   * message rates (429) and when the chat is full (400).
   */
  async post(ownerId: number, id: number, content: string): Promise<MessageExchange> {
    const chat = await this.owned(ownerId, id);
    const hold = await this.answering.take(ownerId);
    if (hold === undefined) throw new AnswerInProgress();
    try {
      // Only this user posts to the chat, one message at a time: the count cannot move meanwhile.
      const held = await countMessages(this.db, chat.id);
      if (held + MESSAGES_PER_EXCHANGE > this.limits.messagesPerChat) {
        throw new ChatFull(this.limits.messagesPerChat);
      }
      await this.rate.check(ownerId);
      return await this.answer(ownerId, chat, content);
    } finally {
      await this.answering.release(hold);
    }
  }

  private async answer(ownerId: number, chat: ChatRow, content: string): Promise<MessageExchange> {
    const history = await recentMessages(this.db, chat.id, CONTEXT_MESSAGES);
    const userRow = await insertMessage(this.db, { chatId: chat.id, role: 'user', content });
    const answer = await this.assistant.reply({
      ownerId,
      projectId: chat.projectId,
      text: content,
      history: history.map((m) => ({ role: m.role, content: m.content })),
      seed: userRow.id,
    });
    const assistantRow = await insertMessage(this.db, {
      chatId: chat.id,
      role: 'assistant',
      content: answer.content,
      actions: answer.actions,
    });
    await updateChat(this.db, ownerId, chat.id, titleFromFirstMessage(chat, history.length, content));
    return {
      user_message: messageView(userRow),
      assistant_message: messageView(assistantRow),
      ...(answer.project === undefined ? {} : { project: projectBody(answer.project) }),
    };
  }

  private async owned(ownerId: number, id: number): Promise<ChatRow> {
    const row = await findChat(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    return row;
  }
}

/** A chat created without a title is named after its first message. */
function titleFromFirstMessage(chat: ChatRow, earlier: number, content: string): { title?: string } {
  if (earlier > 0 || chat.title !== DEFAULT_TITLE) return {};
  const line = content.split('\n')[0]?.trim() ?? '';
  if (line === '') return {};
  return {
    title:
      line.length <= TITLE_FROM_MESSAGE_MAX ? line : `${line.slice(0, TITLE_FROM_MESSAGE_MAX - 1)}\u2026`,
  };
}
