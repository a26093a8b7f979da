import type { ChatMessage, Project } from '@plotplan/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import '../../app/styles/chat.css';
import { chatsQuery } from './chat-api';
import { ChatComposer } from './chat-composer';
import { ChatSwitcher } from './chat-switcher';
import { MessageList } from './message-list';
import { usePendingMessage, useSendMessage } from './use-send-message';
import { useUndoAssistantChange } from './use-undo-assistant-change';
import { useT } from '../../lib/i18n';

export interface ChatPanelProps {
  readonly project: Project;
  /** Runs before a message or an undo is sent: the editor saves its pending edits first. */
  readonly beforeChange: () => Promise<void>;
  /** The objects the assistant just added or changed (empty: nothing to highlight any more). */
  readonly onHighlight: (objectIds: readonly string[]) => void;
}

/** The editor's assistant: the project's chats, the selected chat's history and the composer. */
export function ChatPanel({ project, beforeChange, onHighlight }: ChatPanelProps) {
  const titleId = useId();
  const t = useT();
  const chats = useQuery(chatsQuery(project.id));
  // undefined: the most recently updated chat; 'new': a chat its first message will create.
  const [choice, setChoice] = useState<number | 'new' | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [reply, setReply] = useState<ChatMessage | undefined>(undefined);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const list = chats.data ?? [];
  const selected = choice === 'new' ? undefined : (list.find((c) => c.id === choice) ?? list[0]);
  const chatId = selected?.id ?? null;
  const pending = usePendingMessage(project.id);
  const pendingHere = pending !== undefined && (pending.chatId === null || pending.chatId === chatId);

  const send = useSendMessage(project.id, {
    beforeSend: beforeChange,
    onChatCreated: (chat) => setChoice(chat.id),
    onReply: ({ assistant_message }) => {
      setReply(assistant_message);
      onHighlight(assistant_message.actions.flatMap((a) => a.object_ids));
    },
  });
  const undo = useUndoAssistantChange(project, { beforeUndo: beforeChange, onUndone: () => onHighlight([]) });

  const onSend = (content: string) => {
    onHighlight([]);
    setReply(undefined);
    setDraft('');
    // The Send button is disabled while the message is on its way: keep the focus in the composer.
    inputRef.current?.focus();
    send.mutate(
      { content, chatId },
      // Nothing typed is lost: the text goes back into the composer (before anything typed since).
      { onError: () => setDraft((now) => (now.trim() === '' ? content : `${content}\n${now}`)) },
    );
  };

  return (
    <section className="panel chat-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('chat.assistant')}
      </h2>
      {chats.isPending ? (
        <div className="skeleton chat-skeleton chat-skeleton--short" aria-label={t('chat.loadingChats')} />
      ) : (
        <ChatSwitcher
          projectId={project.id}
          chats={list}
          selected={selected}
          onSelect={setChoice}
          onDeleted={() => setChoice(undefined)}
        />
      )}
      {!chats.isPending && (
        <MessageList
          chatId={chatId}
          pendingContent={pendingHere ? pending.content : undefined}
          currentVersion={project.plan_version}
          undoPending={undo.isPending}
          onUndo={(message) => undo.mutate(message)}
          onExample={(prompt) => {
            setDraft(prompt);
            inputRef.current?.focus();
          }}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {pendingHere
          ? t('chat.assistantThinking')
          : reply === undefined
            ? ''
            : t('chat.assistantSaid', { content: reply.content })}
      </p>
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={onSend}
        pending={pending !== undefined}
        disabled={chats.isPending}
        inputRef={inputRef}
      />
    </section>
  );
}
