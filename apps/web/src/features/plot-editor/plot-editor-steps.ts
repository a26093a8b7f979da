/** The plot editor's steps, in the order the stepper shows them (product.md section 5). */
export const plotEditorSteps = [
  { path: 'preparation', title: 'Preparation' },
  { path: 'orientation', title: 'Orientation' },
  { path: 'neighbors', title: 'Neighbors' },
  { path: 'protected-area', title: 'Protected areas' },
  { path: 'object-selection', title: 'Object selection' },
  { path: 'editor', title: 'Editor' },
  { path: 'summary', title: 'Summary' },
] as const;

export type PlotEditorStep = (typeof plotEditorSteps)[number]['path'];
export const FIRST_PLOT_EDITOR_STEP: PlotEditorStep = 'preparation';
