// The plot's parts: its draft (boundary entry, guest storage, the plot's own problems), the boundary
// editor and location fields, the boundary file import and the sun paths of the orientation step.
// The wizard that composes them into steps (app/wizard/) imports each part's module directly, so a
// step's chunk carries only the parts it uses; other features use only the empty plot.
export { emptyPlot } from './state/editor-draft';
