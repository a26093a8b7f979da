import type { ChatMessage } from '@plotplan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { messagesQuery } from './chat-api';
import { flattenPages, undoableMessageId } from './chat-cache';
import { ChatEmptyState } from './chat-empty-state';
import { ChatMessageItem, PendingMessage } from './chat-message-item';
import { useT } from '../../lib/i18n';

export interface MessageListProps {
  /** null: a new chat that does not exist yet. */
  readonly chatId: number | null;
  /** The text being sent to this chat. */
  readonly pendingContent?: string | undefined;
  /** The project's current plan version: "Undo" only while the assistant's change is still current. */
  readonly currentVersion: number | null;
  readonly undoPending: boolean;
  readonly onUndo: (message: ChatMessage) => void;
  readonly onExample: (prompt: string) => void;
}

/** A chat's history, oldest first, with earlier pages on request, the pending message and "Thinking…". */
export function MessageList({
  chatId,
  pendingContent,
  currentVersion,
  undoPending,
  onUndo,
  onExample,
}: MessageListProps) {
  const t = useT();
  const query = useInfiniteQuery({ ...messagesQuery(chatId ?? 0), enabled: chatId !== null });
  const messages = useMemo(() => flattenPages(query.data), [query.data]);
  const undoableId = undoableMessageId(messages, currentVersion);
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the conversation: scroll down when a message is added at the end (not when earlier
  // pages are prepended), and when the pending message appears.
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box !== null) box.scrollTop = box.scrollHeight;
  }, [lastId, pendingContent, chatId]);

  if (chatId !== null && query.isPending)
    return (
      <div
        className="chat-messages chat-messages--loading"
        aria-busy="true"
        aria-label={t('chat.loadingMessages')}
      >
        <div className="skeleton chat-skeleton" />
        <div className="skeleton chat-skeleton chat-skeleton--short" />
        <div className="skeleton chat-skeleton" />
      </div>
    );
  if (query.isError)
    return (
      <div className="chat-messages">
        <p className="field__error">{t('chat.loadFailed')}</p>
        <button type="button" className="button button--small" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  if (messages.length === 0 && pendingContent === undefined)
    return (
      <div className="chat-messages" ref={scroller}>
        <ChatEmptyState onExample={onExample} />
      </div>
    );

  return (
    <div className="chat-messages" ref={scroller}>
      {query.hasPreviousPage && (
        <button
          type="button"
          className="button button--small chat-messages__earlier"
          onClick={() => void query.fetchPreviousPage()}
          disabled={query.isFetchingPreviousPage}
        >
          {query.isFetchingPreviousPage ? t('chat.loadingEarlier') : t('chat.loadEarlier')}
        </button>
      )}
      <ol className="chat-message-list plain-list" aria-label={t('chat.messages')}>
        {messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            undo={
              message.id === undoableId ? { pending: undoPending, onUndo: () => onUndo(message) } : undefined
            }
          />
        ))}
        {pendingContent !== undefined && <PendingMessage content={pendingContent} />}
      </ol>
    </div>
  );
}
