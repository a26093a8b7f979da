import type { LandscapeObject } from '@plotplan/domain';
import { useId, useState, type ReactNode } from 'react';
import type { PlanSaveStatus } from '../saving/plan-saver';

interface EditorToolbarProps {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly catalog: readonly LandscapeObject[];
  readonly onAdd: (code: string) => void;
  readonly saveStatus: PlanSaveStatus;
  readonly onRetry: () => void;
  /** More controls at the end (the sun-hours switch). */
  readonly children?: ReactNode;
}

const saveText: Record<PlanSaveStatus, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  error: 'Not saved',
  conflict: 'Changed elsewhere',
};

/** Undo/redo, adding an object from the catalog, and where saving stands. */
export function EditorToolbar({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  catalog,
  onAdd,
  saveStatus,
  onRetry,
  children,
}: EditorToolbarProps) {
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Plan editing">
      <button
        type="button"
        className="button button--small"
        onClick={onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        title="Undo (Ctrl+Z)"
      >
        Undo
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
        title="Redo (Ctrl+Shift+Z)"
      >
        Redo
      </button>
      <form
        className="editor-toolbar__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (code !== '') onAdd(code);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Object to add
        </label>
        <select id={id} value={code} onChange={(event) => setCode(event.target.value)}>
          <option value="">Choose an object…</option>
          {catalog.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small" disabled={code === ''}>
          Add
        </button>
      </form>
      {children}
      <span className={`save-status save-status--${saveStatus}`} role="status" aria-live="polite">
        {saveText[saveStatus]}
        {saveStatus === 'error' && (
          <button type="button" className="button button--link" onClick={onRetry}>
            Retry
          </button>
        )}
      </span>
    </div>
  );
}
