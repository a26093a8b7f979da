import { CHAT_TITLE_MAX, type Chat } from '@plotplan/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog';
import { TextField } from '../../components/form/text-field';
import { chatTitle } from './chat-cache';
import { useDeleteChat, useRenameChat } from './use-chat-admin';
import { useT } from '../../lib/i18n';

export interface ChatSwitcherProps {
  readonly projectId: number;
  readonly chats: readonly Chat[];
  /** undefined: a new chat, created by its first message. */
  readonly selected: Chat | undefined;
  readonly onSelect: (chatId: number | 'new') => void;
  readonly onDeleted: (chatId: number) => void;
}

/** The project's chats: pick one, start a new one, rename or delete (after confirming) the selected one. */
export function ChatSwitcher({ projectId, chats, selected, onSelect, onDeleted }: ChatSwitcherProps) {
  const selectId = useId();
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChat(projectId, (chatId) => {
    setConfirming(false);
    onDeleted(chatId);
  });

  if (renaming && selected !== undefined)
    return <RenameForm projectId={projectId} chat={selected} onDone={() => setRenaming(false)} />;

  return (
    <div className="chat-switcher">
      {chats.length > 0 && (
        <div className="chat-switcher__pick">
          <label htmlFor={selectId}>{t('chat.chat')}</label>
          <select
            id={selectId}
            value={selected?.id ?? 'new'}
            onChange={(event) => onSelect(event.target.value === 'new' ? 'new' : Number(event.target.value))}
          >
            {selected === undefined && <option value="new">{t('chat.newChat')}</option>}
            {chats.map((chat) => (
              <option key={chat.id} value={chat.id}>
                {chatTitle(chat)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="chat-switcher__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => onSelect('new')}
          disabled={selected === undefined}
        >
          {t('chat.newChat')}
        </button>
        {selected !== undefined && (
          <>
            <button
              type="button"
              className="button button--small"
              onClick={() => setRenaming(true)}
              aria-label={t('chat.renameNamed', { title: chatTitle(selected) })}
            >
              {t('projects.rename')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => setConfirming(true)}
              aria-label={t('chat.deleteNamed', { title: chatTitle(selected) })}
            >
              {t('common.delete')}
            </button>
          </>
        )}
      </div>
      {selected !== undefined && (
        <ConfirmDialog
          open={confirming}
          title={t('chat.deleteTitle')}
          message={t('chat.deleteMessage', { title: chatTitle(selected) })}
          confirmLabel={t('chat.deleteChat')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(selected)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function RenameForm({ projectId, chat, onDone }: { projectId: number; chat: Chat; onDone: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(chat.title);
  const [error, setError] = useState<string | undefined>(undefined);
  const rename = useRenameChat(projectId);
  const submit = () => {
    const trimmed = title.trim();
    if (trimmed === '') return setError(t('chat.titleRequired'));
    if (trimmed.length > CHAT_TITLE_MAX) return setError(t('chat.titleTooLong', { max: CHAT_TITLE_MAX }));
    rename.mutate({ chatId: chat.id, title: trimmed }, { onSuccess: onDone });
  };
  return (
    <form
      className="chat-switcher chat-rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextField
        label={t('chat.title')}
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          setError(undefined);
        }}
        error={error}
        autoFocus
      />
      <div className="chat-switcher__actions">
        <button type="submit" className="button button--primary button--small" disabled={rename.isPending}>
          {rename.isPending ? t('save.saving') : t('common.save')}
        </button>
        <button type="button" className="button button--small" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
