// The plot's parts: its draft (boundary entry, guest storage, the plot's own problems), the boundary
// editor and location fields, the boundary file import and the sun paths of the orientation step. The
// wizard that composes them into steps lives in app/wizard/.
export { emptyDraft, emptyPlot, guestDraftStorage, type EditorDraft } from './state/editor-draft';
export { boundaryEntryFor, boundaryEntryStorage, type BoundaryEntry } from './state/boundary-entry';
export { plotIssues } from './state/saveable-plot';
export { edgesFor, sideLengths } from './boundary/boundary-builders';
export { BoundaryEditor } from './boundary/boundary-editor';
export { LocationFields } from './boundary/location-fields';
export { ImportBoundaryButton, ImportUndo, withImportedBoundary } from './import';
export { angleFromUp, sunPaths } from './orientation/sun-path';
export { seasonOf, sunPathStyles } from './orientation/sun-path-styles';
