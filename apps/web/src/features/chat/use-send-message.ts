import type { Chat, MessageExchange } from '@plotplan/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../lib/forms/report-error';
import { projectKeys, storeProject } from '../projects';
import { chatApi, chatKeys } from './chat-api';
import { appendExchange, emptyMessages, putFirst, type MessagePages } from './chat-cache';

export interface SendVariables {
  readonly content: string;
  /** null: no chat yet (or "New chat"): one is created for the project first. */
  readonly chatId: number | null;
}

export interface SendOptions {
  /** Runs first: the editor's pending edits are saved so the assistant works on the plan shown. */
  readonly beforeSend: () => Promise<void>;
  readonly onChatCreated: (chat: Chat) => void;
  /** The answer, already in the cache, and the project it changed (or being refetched). */
  readonly onReply: (exchange: MessageExchange) => void;
}

/**
 * Sends a message (creating the chat first when there is none), appends the exchange to the cached
 * messages and, when the assistant changed the plan, puts the project the answer carries into the
 * cache so the editor shows it (or refetches it when the answer has none).
 */
export function useSendMessage(projectId: number, { beforeSend, onChatCreated, onReply }: SendOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.send(projectId),
    mutationFn: async ({ content, chatId }: SendVariables) => {
      await beforeSend();
      let id = chatId;
      if (id === null) {
        const chat = await chatApi.create({ project: projectId });
        queryClient.setQueryData<Chat[]>(chatKeys.list(projectId), (list) => putFirst(list, chat));
        queryClient.setQueryData<MessagePages>(chatKeys.messages(chat.id), emptyMessages());
        onChatCreated(chat);
        id = chat.id;
      }
      const exchange = await chatApi.send(id, content);
      return { chatId: id, exchange };
    },
    onSuccess: ({ chatId, exchange }) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) =>
        appendExchange(data, exchange),
      );
      // The first message names a blank chat, and the list is ordered by the last update.
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(projectId) });
      // The answer carries the project the assistant changed: shown as it is, not read again. A
      // server that does not send it yet: the project is read again.
      if (exchange.project !== undefined) storeProject(queryClient, exchange.project);
      else if (exchange.assistant_message.actions.length > 0) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
        void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      }
      onReply(exchange);
    },
    onError: (error) => reportError('Could not send the message', error),
  });
}

/** The message being sent in this project, if any (also after the panel was closed and reopened). */
export function usePendingMessage(projectId: number): SendVariables | undefined {
  const pending = useMutationState({
    filters: { mutationKey: chatKeys.send(projectId), status: 'pending' },
    select: (mutation) => mutation.state.variables as SendVariables | undefined,
  });
  return pending.at(-1);
}
