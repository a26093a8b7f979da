import type { LandscapeObject } from '@plotplan/domain';
import { useId, useState, type ReactNode } from 'react';
import { autosaveLabels, SaveStatus } from '../../../components/save-status';
import type { AutosaveStatus } from '../../../lib/autosave';
import { useT } from '../../../lib/i18n';

interface EditorToolbarProps {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly catalog: readonly LandscapeObject[];
  readonly onAdd: (code: string) => void;
  readonly saveStatus: AutosaveStatus;
  readonly onRetry: () => void;
  /** More controls at the end (the sun-hours switch). */
  readonly children?: ReactNode;
}

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
  const t = useT();
  const [code, setCode] = useState('');
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {[
        { label: t('editor.undo'), onClick: onUndo, enabled: canUndo, keys: 'Z' },
        { label: t('editor.redo'), onClick: onRedo, enabled: canRedo, keys: 'Shift+Z' },
      ].map(({ label, onClick, enabled, keys }) => (
        <button
          key={label}
          type="button"
          className="button button--small"
          onClick={onClick}
          disabled={!enabled}
          aria-keyshortcuts={`Control+${keys}`}
          title={`${label} (Ctrl+${keys})`}
        >
          {label}
        </button>
      ))}
      <form
        className="editor-toolbar__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (code !== '') onAdd(code);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('editor.objectToAdd')}
        </label>
        <select id={id} value={code} onChange={(event) => setCode(event.target.value)}>
          <option value="">{t('editor.chooseObject')}</option>
          {catalog.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small" disabled={code === ''}>
          {t('editor.add')}
        </button>
      </form>
      {children}
      <SaveStatus
        status={saveStatus}
        labels={autosaveLabels}
        action={{ when: 'error', label: t('common.retry'), onClick: onRetry }}
      />
    </div>
  );
}
