import {
  CHAT_MESSAGES_PAGE,
  type Chat,
  type ChatCreateBody,
  type ChatMessage,
  type MessageExchange,
} from '@plotplan/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const chatKeys = {
  all: ['chats'] as const,
  list: (projectId: number) => [...chatKeys.all, 'list', projectId] as const,
  messages: (chatId: number) => [...chatKeys.all, 'messages', chatId] as const,
  /** The mutation key of sending in a project: the pending message survives the panel remounting. */
  send: (projectId: number) => [...chatKeys.all, 'send', projectId] as const,
};

/** One page of a chat's messages, oldest first; `hasEarlier` is fixed when fetched (sends append). */
export interface MessagePage {
  readonly messages: readonly ChatMessage[];
  readonly hasEarlier: boolean;
}

export const messagesPath = (chatId: number, before?: number) =>
  `/api/chat/chats/${chatId}/messages/${before === undefined ? '' : `?before=${before}&limit=${CHAT_MESSAGES_PAGE}`}`;

/** The project's chats, most recently updated first (the server's order). */
export const chatsQuery = (projectId: number) =>
  queryOptions({
    queryKey: chatKeys.list(projectId),
    queryFn: ({ signal }) => api.get<Chat[]>(`/api/chat/chats/?project=${projectId}`, signal),
  });

/**
 * A chat's messages: the newest page first, earlier pages prepended on request. Never stale: the
 * panel adds what it sends itself, and a refetch of an infinite query could only rebuild from the
 * oldest loaded page forwards, which this API cannot page.
 */
export const messagesQuery = (chatId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const messages = await api.get<ChatMessage[]>(messagesPath(chatId, pageParam), signal);
      return { messages, hasEarlier: messages.length >= CHAT_MESSAGES_PAGE };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: () => undefined,
    getPreviousPageParam: (first) => (first.hasEarlier ? first.messages[0]?.id : undefined),
    staleTime: Infinity,
  });

export const chatApi = {
  create: (body: ChatCreateBody) => api.post<Chat>('/api/chat/chats/', body),
  rename: (chatId: number, title: string) =>
    api.request<Chat>(`/api/chat/chats/${chatId}/`, { method: 'PATCH', body: { title } }),
  remove: (chatId: number) => api.request<undefined>(`/api/chat/chats/${chatId}/`, { method: 'DELETE' }),
  /** Original section 8: when the primary endpoint answers 405, post once to the alternative. */
  send: (chatId: number, content: string) =>
    api.post<MessageExchange>(
      `/api/chat/${chatId}/messages/create/`,
      { content },
      { fallbackOn405: `/api/chat/chats/${chatId}/messages` },
    ),
};
