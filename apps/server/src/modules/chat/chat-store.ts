import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insertedRow } from '../../db/rows.js';
import { chatMessages, chats, type StoredAssistantAction } from '../../db/schema.js';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

// Every chat query names the owner: another user's chat is indistinguishable from a missing one.
// Messages are reached only through a chat found this way.
const owned = (ownerId: number, id: number) => and(eq(chats.id, id), eq(chats.ownerId, ownerId));

const ownersChats = (ownerId: number, projectId?: number) =>
  projectId === undefined
    ? eq(chats.ownerId, ownerId)
    : and(eq(chats.ownerId, ownerId), eq(chats.projectId, projectId));

/**
 * One page of the owner's chats, most recently active first; `projectId` narrows to one project's
 * chats.
 */
export async function listChats(
  db: Db,
  ownerId: number,
  page: { projectId?: number; limit: number; offset: number },
): Promise<ChatRow[]> {
  return db
    .select()
    .from(chats)
    .where(ownersChats(ownerId, page.projectId))
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many chats the owner has (of one project, with `projectId`). */
export async function countChats(db: Db, ownerId: number, projectId?: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(chats).where(ownersChats(ownerId, projectId));
  return rows[0]?.n ?? 0;
}

/** How many messages a chat holds. */
export async function countMessages(db: Db, chatId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId));
  return rows[0]?.n ?? 0;
}

export async function findChat(db: Db, ownerId: number, id: number): Promise<ChatRow | undefined> {
  const rows = await db.select().from(chats).where(owned(ownerId, id)).limit(1);
  return rows[0];
}

export async function insertChat(
  db: Db,
  values: { ownerId: number; projectId: number | null; title: string },
): Promise<ChatRow> {
  return insertedRow(await db.insert(chats).values(values).returning(), 'chat');
}

/** Renames and/or marks activity; undefined when the chat is not the owner's. */
export async function updateChat(
  db: Db,
  ownerId: number,
  id: number,
  changes: { title?: string },
): Promise<ChatRow | undefined> {
  const rows = await db
    .update(chats)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(owned(ownerId, id))
    .returning();
  return rows[0];
}

export async function deleteChat(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(chats).where(owned(ownerId, id)).returning({ id: chats.id });
  return rows.length > 0;
}

/** One page of a chat's messages, oldest first: the newest `limit`, or the newest before `before`. */
export async function listMessages(
  db: Db,
  chatId: number,
  page: { before?: number; limit: number },
): Promise<ChatMessageRow[]> {
  const where =
    page.before === undefined
      ? eq(chatMessages.chatId, chatId)
      : and(eq(chatMessages.chatId, chatId), lt(chatMessages.id, page.before));
  const newestFirst = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(page.limit);
  return newestFirst.reverse();
}

/** The last message of each chat (for the chat list). */
export async function lastMessages(db: Db, chatIds: readonly number[]): Promise<Map<number, ChatMessageRow>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.chatId])
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, [...chatIds]))
    .orderBy(chatMessages.chatId, desc(chatMessages.id));
  return new Map(rows.map((row) => [row.chatId, row]));
}

/** Recent messages for an LLM's context, oldest first. */
export async function recentMessages(db: Db, chatId: number, limit: number): Promise<ChatMessageRow[]> {
  return listMessages(db, chatId, { limit });
}

export async function insertMessage(
  db: Db,
  values: { chatId: number; role: 'user' | 'assistant'; content: string; actions?: StoredAssistantAction[] },
): Promise<ChatMessageRow> {
  return insertedRow(
    await db
      .insert(chatMessages)
      .values({ ...values, actions: values.actions ?? [] })
      .returning(),
    'message',
  );
}
