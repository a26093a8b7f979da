import type { Plan } from '@plotplan/domain';

/** How many steps back the editor remembers. */
export const UNDO_LIMIT = 200;

/** Past and future plans around the current one; immutable, so a state snapshot can hold it. */
export interface UndoStack {
  readonly past: readonly Plan[];
  readonly future: readonly Plan[];
}

export const emptyUndo: UndoStack = { past: [], future: [] };

/** After a change from `before`: it can be undone, and what was undone can no longer be redone. */
export function recordChange(stack: UndoStack, before: Plan): UndoStack {
  const past = [...stack.past, before];
  return { past: past.length > UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT) : past, future: [] };
}

/** The plan to go back to, and the stack after; undefined when there is nothing to undo. */
export function stepBack(stack: UndoStack, current: Plan): { plan: Plan; stack: UndoStack } | undefined {
  const plan = stack.past.at(-1);
  if (plan === undefined) return undefined;
  return { plan, stack: { past: stack.past.slice(0, -1), future: [...stack.future, current] } };
}

export function stepForward(stack: UndoStack, current: Plan): { plan: Plan; stack: UndoStack } | undefined {
  const plan = stack.future.at(-1);
  if (plan === undefined) return undefined;
  return { plan, stack: { past: [...stack.past, current], future: stack.future.slice(0, -1) } };
}
