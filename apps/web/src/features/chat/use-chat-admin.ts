import type { Chat } from '@plotplan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { reportError } from '../../lib/forms/report-error';
import { chatApi, chatKeys } from './chat-api';
import { chatTitle, replaceChat, withoutChat } from './chat-cache';
import { t } from '../../lib/i18n';

/** Renames a chat and puts the answer into the project's chat list. */
export function useRenameChat(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, title }: { chatId: number; title: string }) => chatApi.rename(chatId, title),
    onSuccess: (chat) =>
      queryClient.setQueryData<Chat[]>(chatKeys.list(projectId), (list) => replaceChat(list, chat)),
    onError: (error) => reportError(t('chat.renameFailed'), error),
  });
}

/** Deletes a chat with its messages; `onDeleted` moves the selection elsewhere. */
export function useDeleteChat(projectId: number, onDeleted: (chatId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chat: Chat) => chatApi.remove(chat.id),
    onSuccess: (_, chat) => {
      queryClient.setQueryData<Chat[]>(chatKeys.list(projectId), (list) => withoutChat(list, chat.id));
      queryClient.removeQueries({ queryKey: chatKeys.messages(chat.id) });
      notify.success(t('chat.deleted', { title: chatTitle(chat) }));
      onDeleted(chat.id);
    },
    onError: (error) => reportError(t('chat.deleteFailed'), error),
  });
}
