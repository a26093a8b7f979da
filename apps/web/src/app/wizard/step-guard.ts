import { userPlotMessage } from '@plotplan/domain';
import { useLayoutEffect } from 'react';
import { plotEditorSteps, stepProblems, type PlotEditorStep } from './plot-editor-steps';
import type { EditorDraft } from '../../features/plot-editor/state/editor-draft';

/** A step the user cannot leave forwards yet, with what to fix there. */
export interface StepStop {
  readonly index: number;
  readonly path: PlotEditorStep;
  readonly problems: readonly string[];
}

/** The problems of a step's draft, in the UI's words (sides counted from 1). */
export function draftStepIssues(step: PlotEditorStep, draft: EditorDraft): string[] {
  return stepProblems(step, draft).map(userPlotMessage);
}

const invalidSelector =
  'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]';

/** The shown step's own content (every step is a `main.step`), not the page around it. */
export const shownStep = (): ParentNode => document.querySelector('main.step') ?? document;

/** The step's inputs that show an error now (typed text the draft never received, e.g. a blank width). */
export function invalidFields(root: ParentNode = shownStep()): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(invalidSelector)];
}

/** "Side 1: Enter a value from 0.1 to 2000.": a field's own label (without its unit) and error. */
function fieldProblem(field: HTMLElement): string | undefined {
  const label = 'labels' in field ? (field as HTMLInputElement).labels?.[0] : undefined;
  const name = (label?.childNodes[0]?.textContent ?? field.getAttribute('aria-label') ?? '').trim();
  const errorId = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .find((id) => id.endsWith('-error'));
  const error = errorId === undefined ? undefined : field.ownerDocument.getElementById(errorId)?.textContent;
  if (error === undefined || error === null) return undefined;
  return name === '' ? error : `${name}: ${error}`;
}

/**
 * Everything that keeps the user on the shown step: errors in its fields first (they are where the
 * user looks), then what is wrong with the draft.
 */
export function stepIssues(step: PlotEditorStep, draft: EditorDraft, root?: ParentNode): string[] {
  const fields = root === undefined ? [] : invalidFields(root).map(fieldProblem);
  const issues = [...fields.filter((p) => p !== undefined), ...draftStepIssues(step, draft)];
  return [...new Set(issues)];
}

/** The first step before `before` (an index; all steps by default) whose draft is not complete. */
export function firstInvalidStep(
  draft: EditorDraft,
  before: number = plotEditorSteps.length,
): StepStop | undefined {
  for (const [index, { path }] of plotEditorSteps.slice(0, before).entries()) {
    const problems = draftStepIssues(path, draft);
    if (problems.length > 0) return { index, path, problems };
  }
  return undefined;
}

/**
 * Where a jump by step link from `current` to `target` must stop: the first incomplete step on the
 * way (the shown one judged with its fields too); undefined when the way is clear or goes back.
 */
export function stopBefore(
  draft: EditorDraft,
  current: number,
  target: number,
  root?: ParentNode,
): StepStop | undefined {
  if (target <= current) return undefined;
  const shown = plotEditorSteps[current];
  if (shown !== undefined) {
    const problems = stepIssues(shown.path, draft, root);
    if (problems.length > 0) return { index: current, path: shown.path, problems };
  }
  return firstInvalidStep(draft, target);
}

/**
 * Shows why the step cannot be left: the first invalid field gets the focus (the browser scrolls it
 * into view); without one the problem list itself does.
 */
export function revealStepProblems(panel: HTMLElement | null, root: ParentNode = shownStep()) {
  const field = invalidFields(root)[0];
  const target = field ?? panel;
  if (target === null) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** Each step opens at the top of the page (the previous step may have been scrolled far down). */
export function useStepOpensAtTop(pathname: string) {
  useLayoutEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
}
