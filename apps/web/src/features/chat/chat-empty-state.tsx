import { useT, type MessageKey } from '../../lib/i18n';

/** Things the built-in assistant understands (in either language); a click puts one into the composer. */
export const EXAMPLE_PROMPTS: readonly MessageKey[] = [
  'chat.example1',
  'chat.example2',
  'chat.example3',
  'chat.example4',
  'chat.example5',
];

/** A chat without messages: what the assistant can do, with examples to start from. */
export function ChatEmptyState({ onExample }: { onExample: (prompt: string) => void }) {
  const t = useT();
  return (
    <div className="chat-empty">
      <p className="chat-empty__lead">{t('chat.emptyLead')}</p>
      <p className="chat-empty__title muted" id="chat-examples-title">
        {t('chat.tryExample')}
      </p>
      <ul className="chat-empty__examples" aria-labelledby="chat-examples-title">
        {EXAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className="button button--small chat-example"
              onClick={() => onExample(t(prompt))}
            >
              {t(prompt)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
