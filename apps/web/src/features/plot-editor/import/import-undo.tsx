import { useT } from '../../../lib/i18n';

interface ImportUndoProps {
  readonly fileName: string;
  readonly onUndo: () => void;
}

/** Shown after an import until the boundary changes again: puts the previous plot back. */
export function ImportUndo({ fileName, onUndo }: ImportUndoProps) {
  const t = useT();
  return (
    <p className="import-undo" role="status">
      {t('import.importedFrom', { fileName })}{' '}
      <button type="button" className="button button--small" onClick={onUndo}>
        {t('import.undo')}
      </button>
    </p>
  );
}
