import { planLimits, plotProblems, selectionObjectCount, selectionTooLargeMessage } from '@plotplan/domain';
import type { EditorDraft } from './state/editor-draft';
import { plotIssues } from './state/saveable-plot';

/** The plot editor's steps, in the order the stepper shows them. */
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

const messagesAt = (draft: EditorDraft, field: string) =>
  plotProblems(draft.plot)
    .filter((problem) => problem.path[0] === field)
    .map((problem) => problem.message);

/** What keeps the user from leaving a step with Next; empty when the step is complete. */
export function stepProblems(step: PlotEditorStep, draft: EditorDraft): string[] {
  switch (step) {
    case 'preparation': {
      const problems = draft.name.trim() === '' ? ['Give the project a name.'] : [];
      return [...problems, ...plotIssues(draft.plot).map((problem) => problem.message)];
    }
    case 'orientation':
      return [];
    case 'neighbors':
      return [...messagesAt(draft, 'edges'), ...messagesAt(draft, 'entrance')];
    case 'protected-area':
      return messagesAt(draft, 'protected_areas');
    case 'object-selection': {
      if (draft.selection.length === 0) return ['Choose at least one object to place on the plot.'];
      const total = selectionObjectCount(draft.selection);
      return total > planLimits.maxObjects ? [selectionTooLargeMessage(total)] : [];
    }
    default:
      return [];
  }
}
