/** Things the built-in assistant understands; a click puts one into the composer. */
export const EXAMPLE_PROMPTS = [
  'add a greenhouse',
  'add 3 apple trees near the south fence',
  'move the sauna away from the house',
  'why is the well red?',
  'how big is my plot?',
] as const;

/** A chat without messages: what the assistant can do, with examples to start from. */
export function ChatEmptyState({ onExample }: { onExample: (prompt: string) => void }) {
  return (
    <div className="chat-empty">
      <p className="chat-empty__lead">
        Ask the assistant to change the plan or to explain it. Each change becomes a new plan version you can
        undo.
      </p>
      <p className="chat-empty__title muted" id="chat-examples-title">
        Try for example:
      </p>
      <ul className="chat-empty__examples" aria-labelledby="chat-examples-title">
        {EXAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className="button button--small chat-example"
              onClick={() => onExample(prompt)}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
