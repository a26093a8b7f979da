import type { AutosaveStatus } from '../lib/autosave';
import { useT, type MessageKey } from '../lib/i18n';

/** What the indicator says in each autosave status; an editor may word one differently. */
export const autosaveLabels: Readonly<Record<AutosaveStatus, MessageKey>> = {
  saved: 'save.saved',
  pending: 'save.pending',
  saving: 'save.saving',
  error: 'save.error',
  conflict: 'save.conflict',
};

interface SaveStatusProps<S extends string> {
  readonly status: S;
  readonly labels: Readonly<Record<S, MessageKey>>;
  /** The one thing to do in one status (retry after an error, reload after a conflict). */
  readonly action?: { readonly when: S; readonly label: string; readonly onClick: () => void };
}

/** Where saving stands, announced politely: a coloured dot, the words, and an action when there is one. */
export function SaveStatus<S extends string>({ status, labels, action }: SaveStatusProps<S>) {
  const t = useT();
  return (
    <p className="save-status" data-status={status} role="status" aria-live="polite">
      <span className="save-status__dot" aria-hidden="true" />
      {t(labels[status])}
      {action?.when === status && (
        <button type="button" className="button button--small" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </p>
  );
}
