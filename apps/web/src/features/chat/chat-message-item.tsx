import type { ChatMessage } from '@plotplan/contract';
import { memo } from 'react';
import { actionLine } from './chat-cache';
import { formatDate, useLocale, useT } from '../../lib/i18n';

export interface MessageUndo {
  readonly onUndo: () => void;
  readonly pending: boolean;
}

/**
 * One message. Its text is a React text node (never HTML): whatever the user or the assistant wrote
 * shows literally; line breaks come from CSS (white-space: pre-wrap).
 */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  undo,
}: {
  message: ChatMessage;
  undo?: MessageUndo | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const author = message.role === 'user' ? t('chat.you') : t('chat.assistant');
  return (
    <li className={`chat-message tile chat-message--${message.role}`} data-message-id={message.id}>
      <p className="chat-message__meta">
        <span className="chat-message__author">{author}</span>
        <time dateTime={message.created_at}>{formatDate(locale, message.created_at, 'time')}</time>
      </p>
      <p className="chat-message__text">{message.content}</p>
      {message.actions.length > 0 && (
        <ul className="chat-message__actions" aria-label={t('chat.changes')}>
          {message.actions.map((action, i) => (
            <li key={`${action.plan_version}-${i}`} data-action={action.type}>
              {actionLine(action)}
            </li>
          ))}
        </ul>
      )}
      {undo !== undefined && (
        <button
          type="button"
          className="button button--small chat-message__undo"
          // aria-disabled keeps the focus on the button while the undo runs.
          onClick={undo.pending ? undefined : undo.onUndo}
          aria-disabled={undo.pending}
          aria-busy={undo.pending}
          aria-label={undo.pending ? t('chat.undoingChanges') : t('chat.undoChanges')}
        >
          {undo.pending ? t('chat.undoing') : t('editor.undo')}
        </button>
      )}
    </li>
  );
});

/** The message being sent: shown at once, before the server has it. */
export function PendingMessage({ content }: { content: string }) {
  const t = useT();
  return (
    <>
      <li className="chat-message tile chat-message--user chat-message--pending" aria-busy="true">
        <p className="chat-message__meta">
          <span className="chat-message__author">{t('chat.you')}</span>
          <span className="muted">{t('chat.sending')}</span>
        </p>
        <p className="chat-message__text">{content}</p>
      </li>
      <li className="chat-message tile chat-message--assistant chat-message--thinking">
        <p className="chat-message__meta">
          <span className="chat-message__author">{t('chat.assistant')}</span>
        </p>
        <p className="chat-message__text chat-thinking">{t('chat.thinking')}</p>
      </li>
    </>
  );
}
