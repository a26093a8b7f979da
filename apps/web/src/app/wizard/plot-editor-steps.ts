import { planLimits, plotProblems, selectionObjectCount, selectionTooLargeMessage } from '@plotplan/domain';
import { plotIssues } from '../../features/plot-editor/state/saveable-plot';
import type { EditorDraft } from '../../features/plot-editor/state/editor-draft';
import { wicketMessages } from './wicket-messages';
import { t, type MessageKey } from '../../lib/i18n';

/** The plot editor's steps, in the order the stepper shows them. */
export const plotEditorSteps = [
  { path: 'preparation', title: 'step.preparation' },
  { path: 'orientation', title: 'step.orientation' },
  { path: 'neighbors', title: 'step.neighbors' },
  { path: 'protected-area', title: 'step.protectedArea' },
  { path: 'object-selection', title: 'step.objectSelection' },
  { path: 'editor', title: 'step.editor' },
  { path: 'summary', title: 'step.summary' },
] as const satisfies readonly { path: string; title: MessageKey }[];

/** The narrow stepper's words for the step at `index` (0-based): "Step 3 of 7 · Neighbors". */
export function stepLabel(index: number): string {
  const step = plotEditorSteps[index];
  return step === undefined
    ? ''
    : t('step.counter', { index: index + 1, total: plotEditorSteps.length, title: t(step.title) });
}

export type PlotEditorStep = (typeof plotEditorSteps)[number]['path'];

/** The plot's problems under these fields, from one check of the plot (the wicket's worded apart). */
const messagesAt = (draft: EditorDraft, ...fields: string[]) =>
  plotProblems(draft.plot, { wicket: false })
    .filter((problem) => fields.includes(String(problem.path[0])))
    .map((problem) => problem.message);

/** What keeps the user from leaving a step with Next; empty when the step is complete. */
export function stepProblems(step: PlotEditorStep, draft: EditorDraft): string[] {
  switch (step) {
    case 'preparation': {
      const problems = draft.name.trim() === '' ? [t('projects.nameRequired')] : [];
      // The boundary's own problems: an entrance or an area the boundary now misses belongs to its step.
      const boundary = plotIssues(draft.plot).filter(
        (p) => p.path[0] === 'boundary' || p.path[0] === 'edges',
      );
      return [...problems, ...boundary.map((problem) => problem.message)];
    }
    case 'orientation':
      return [];
    case 'neighbors':
      // The wicket's problems in the catalogue's words (wicketMessages), so plotProblems leaves them out.
      return [...messagesAt(draft, 'edges', 'entrance'), ...wicketMessages(draft.plot)];
    case 'protected-area':
      return messagesAt(draft, 'protected_areas');
    case 'object-selection': {
      if (draft.selection.length === 0) return [t('step.chooseObject')];
      const total = selectionObjectCount(draft.selection);
      return total > planLimits.maxObjects ? [selectionTooLargeMessage(total)] : [];
    }
    default:
      return [];
  }
}
