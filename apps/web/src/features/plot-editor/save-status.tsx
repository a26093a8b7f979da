import type { SaveStatus } from './state/use-editor-session';

const labels: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  error: 'Not saved: retrying with your next change',
  conflict: 'Changed elsewhere',
  local: 'Draft kept in this browser',
};

export function SaveStatusIndicator({ status, onReload }: { status: SaveStatus; onReload: () => void }) {
  return (
    <p className="save-status" data-status={status} role="status" aria-live="polite">
      <span className="save-status__dot" aria-hidden="true" />
      {labels[status]}
      {status === 'conflict' && (
        <button type="button" className="button button--small" onClick={onReload}>
          Reload
        </button>
      )}
    </p>
  );
}
