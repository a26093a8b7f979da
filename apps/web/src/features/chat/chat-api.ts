import { CHAT_MESSAGES_PAGE, type ChatCreateBody, type ChatMessage } from '@plotplan/contract';
import { chatEndpoints, fillPath, queryString } from '@plotplan/contract/endpoints';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

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

/** One page's query: the newest page, or the page before a message id. */
const pageQuery = (before?: number) => (before === undefined ? {} : { before, limit: CHAT_MESSAGES_PAGE });

export const messagesPath = (chatId: number, before?: number) =>
  `${fillPath(chatEndpoints.messages.path, { chatId })}${queryString(pageQuery(before))}`;

/** The project's chats, most recently updated first (the server's order). */
export const chatsQuery = (projectId: number) =>
  queryOptions({
    queryKey: chatKeys.list(projectId),
    queryFn: ({ signal }) => callApi(chatEndpoints.list, { query: { project: projectId } }, { signal }),
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
      const messages = await callApi(
        chatEndpoints.messages,
        { params: { chatId }, query: pageQuery(pageParam) },
        { signal },
      );
      return { messages, hasEarlier: messages.length >= CHAT_MESSAGES_PAGE };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: () => undefined,
    getPreviousPageParam: (first) => (first.hasEarlier ? first.messages[0]?.id : undefined),
    staleTime: Infinity,
  });

export const chatApi = {
  create: (body: ChatCreateBody) => callApi(chatEndpoints.create, { body }),
  rename: (chatId: number, title: string) =>
    callApi(chatEndpoints.rename, { params: { chatId }, body: { title } }),
  remove: (chatId: number) => callApi(chatEndpoints.remove, { params: { chatId } }),
  /** When the primary path answers 405, the message is posted once to the alternative path. */
  send: (chatId: number, content: string) =>
    callApi(
      chatEndpoints.send,
      { params: { chatId }, body: { content } },
      { fallbackOn405: chatEndpoints.sendAlternative },
    ),
};
