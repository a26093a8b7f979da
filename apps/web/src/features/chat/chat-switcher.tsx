import { CHAT_TITLE_MAX, type Chat } from '@plotplan/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog';
import { TextField } from '../../components/form/text-field';
import { chatTitle } from './chat-cache';
import { useDeleteChat, useRenameChat } from './use-chat-admin';

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
          <label htmlFor={selectId}>Chat</label>
          <select
            id={selectId}
            value={selected?.id ?? 'new'}
            onChange={(event) => onSelect(event.target.value === 'new' ? 'new' : Number(event.target.value))}
          >
            {selected === undefined && <option value="new">New chat</option>}
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
          New chat
        </button>
        {selected !== undefined && (
          <>
            <button
              type="button"
              className="button button--small"
              onClick={() => setRenaming(true)}
              aria-label={`Rename "${chatTitle(selected)}"`}
            >
              Rename
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => setConfirming(true)}
              aria-label={`Delete "${chatTitle(selected)}"`}
            >
              Delete
            </button>
          </>
        )}
      </div>
      {selected !== undefined && (
        <ConfirmDialog
          open={confirming}
          title="Delete this chat?"
          message={`"${chatTitle(selected)}" and all its messages will be deleted. Changes it made to the plan stay in the plan's history.`}
          confirmLabel="Delete chat"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(selected)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function RenameForm({ projectId, chat, onDone }: { projectId: number; chat: Chat; onDone: () => void }) {
  const [title, setTitle] = useState(chat.title);
  const [error, setError] = useState<string | undefined>(undefined);
  const rename = useRenameChat(projectId);
  const submit = () => {
    const trimmed = title.trim();
    if (trimmed === '') return setError('Give the chat a title.');
    if (trimmed.length > CHAT_TITLE_MAX) return setError(`At most ${CHAT_TITLE_MAX} characters.`);
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
        label="Chat title"
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
          {rename.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
