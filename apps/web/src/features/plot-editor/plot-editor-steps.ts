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

/** The narrow stepper's words for the step at `index` (0-based): "Step 3 of 7 · Neighbors". */
export function stepLabel(index: number): string {
  const step = plotEditorSteps[index];
  return step === undefined ? '' : `Step ${index + 1} of ${plotEditorSteps.length} · ${step.title}`;
}

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
      // The boundary's own problems: an entrance or an area the boundary now misses belongs to its step.
      const boundary = plotIssues(draft.plot).filter(
        (p) => p.path[0] === 'boundary' || p.path[0] === 'edges',
      );
      return [...problems, ...boundary.map((problem) => problem.message)];
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
