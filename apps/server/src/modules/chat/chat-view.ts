import type { Chat, ChatMessage } from '@plotplan/contract';
import type { ChatMessageRow, ChatRow } from './chat-store.js';

export function messageView(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chat: row.chatId,
    role: row.role,
    content: row.content,
    actions: row.actions.map((a) => ({ ...a, object_ids: [...a.object_ids] })),
    created_at: row.createdAt.toISOString(),
  };
}

export function chatView(row: ChatRow, last: ChatMessageRow | undefined): Chat {
  return {
    id: row.id,
    title: row.title,
    project: row.projectId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_message: last === undefined ? null : messageView(last),
  };
}
