interface ImportUndoProps {
  readonly fileName: string;
  readonly onUndo: () => void;
}

/** Shown after an import until the boundary changes again: puts the previous plot back. */
export function ImportUndo({ fileName, onUndo }: ImportUndoProps) {
  return (
    <p className="import-undo" role="status">
      Boundary imported from {fileName}.{' '}
      <button type="button" className="button button--small" onClick={onUndo}>
        Undo import
      </button>
    </p>
  );
}
