import type { AssistantAction, Chat, ChatMessage, MessageExchange } from '@plotplan/contract';

/** Builders for the chat tests: plausible server answers with only the interesting fields varied. */
export const message = (
  id: number,
  role: ChatMessage['role'],
  content: string,
  actions: AssistantAction[] = [],
): ChatMessage => ({
  id,
  chat: 1,
  role,
  content,
  actions,
  created_at: `2025-03-01T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
});

export const action = (
  plan_version: number,
  object_ids: string[] = ['greenhouse_3x6-1'],
  type: AssistantAction['type'] = 'add',
): AssistantAction => ({ type, object_ids, summary: 'Added Greenhouse 3 x 6 m', plan_version });

export const exchange = (id: number, content: string, reply: string, actions: AssistantAction[] = []) =>
  ({
    user_message: message(id, 'user', content),
    assistant_message: message(id + 1, 'assistant', reply, actions),
  }) satisfies MessageExchange;

export const chat = (id: number, title = `Chat ${id}`): Chat => ({
  id,
  title,
  project: 7,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T09:00:00.000Z',
  last_message: null,
});
