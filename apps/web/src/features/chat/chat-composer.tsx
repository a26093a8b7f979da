import { CHAT_MESSAGE_MAX } from '@plotplan/contract';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { characterCount, messageProblem } from './validate-message';
import { useT } from '../../lib/i18n';

export interface ChatComposerProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Called with the trimmed text once it passes the checks. */
  readonly onSend: (content: string) => void;
  /** A message is on its way: typing goes on, sending waits. */
  readonly pending: boolean;
  /** Nothing can be sent yet (the chats are loading). */
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; blank and too long are refused here. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  pending,
  disabled = false,
  inputRef,
}: ChatComposerProps) {
  const id = useId();
  const t = useT();
  const [error, setError] = useState<string | undefined>(undefined);
  const count = characterCount(value);
  const over = value.trim().length > CHAT_MESSAGE_MAX;
  const blocked = pending || disabled;

  const submit = () => {
    if (blocked) return;
    const problem = messageProblem(value);
    setError(problem);
    if (problem === undefined) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter picks the word; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const describedBy = [
    `${id}-hint`,
    count === undefined ? '' : `${id}-count`,
    error === undefined ? '' : `${id}-error`,
  ]
    .filter((part) => part !== '')
    .join(' ');

  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="chat-composer__label">
        {t('chat.messageLabel')}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="chat-composer__input"
        rows={3}
        value={value}
        placeholder={t('chat.placeholder')}
        onChange={(event) => {
          onChange(event.target.value);
          if (error !== undefined) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error !== undefined || over}
        aria-describedby={describedBy}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer__footer">
        <p id={`${id}-hint`} className="chat-composer__hint muted">
          {t('chat.hint')}
        </p>
        {count !== undefined && (
          <p id={`${id}-count`} className="chat-composer__count" data-over={over}>
            {count}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={blocked || value.trim() === ''}
        >
          {pending ? t('auth.sending') : t('chat.send')}
        </button>
      </div>
    </form>
  );
}
