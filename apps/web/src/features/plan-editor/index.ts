// The plan editor: the editor step's workspace (canvas, panels, tabs).
export { PlanEditorWorkspace } from './plan-editor-workspace';
