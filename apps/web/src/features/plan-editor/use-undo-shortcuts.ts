import { useEffect } from 'react';
import type { PlanEditor } from './model/plan-editor';

/** Whether a key press belongs to a text field (where Ctrl+Z undoes typing, not the plan). */
const inTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes plan changes anywhere on the page (not
 * while `enabled` is false: a variant is previewed).
 */
export function useUndoShortcuts(editor: PlanEditor, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) editor.undoChange();
      else if ((key === 'z' && event.shiftKey) || key === 'y') editor.redoChange();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, enabled]);
}
