export { ImportBoundaryButton } from './import-boundary-button';
export { ImportUndo } from './import-undo';
export { withImportedBoundary } from './with-imported-boundary';
