import type { AutosaveStatus } from '../lib/autosave';

/** What the indicator says in each autosave status; an editor may word one differently. */
export const autosaveLabels: Readonly<Record<AutosaveStatus, string>> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  error: 'Not saved',
  conflict: 'Changed elsewhere',
};

interface SaveStatusProps<S extends string> {
  readonly status: S;
  readonly labels: Readonly<Record<S, string>>;
  /** The one thing to do in one status (retry after an error, reload after a conflict). */
  readonly action?: { readonly when: S; readonly label: string; readonly onClick: () => void };
}

/** Where saving stands, announced politely: a coloured dot, the words, and an action when there is one. */
export function SaveStatus<S extends string>({ status, labels, action }: SaveStatusProps<S>) {
  return (
    <p className="save-status" data-status={status} role="status" aria-live="polite">
      <span className="save-status__dot" aria-hidden="true" />
      {labels[status]}
      {action?.when === status && (
        <button type="button" className="button button--small" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </p>
  );
}
