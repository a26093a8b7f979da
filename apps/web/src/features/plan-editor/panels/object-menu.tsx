import type { LandscapeObject, PlacedObject } from '@plotplan/domain';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { PlanEditor } from '../model/plan-editor';

interface ObjectMenuProps {
  readonly editor: PlanEditor;
  readonly objects: readonly PlacedObject[];
  readonly entryOf: (code: string) => LandscapeObject | undefined;
  /** Shows the selection's fields (the Selection tab). */
  readonly onDetails: () => void;
  readonly onClose: () => void;
}

/**
 * The selection's actions over the plan, opened by a long press (touch) or the Menu key: turn, lock,
 * delete, or the full inspector. The same actions stay in the Selection tab and on keys (R, L, Delete).
 */
export function ObjectMenu({ editor, objects, entryOf, onDetails, onClose }: ObjectMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focusFirst = () =>
      menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    focusFirst();
    // A long press opens the menu while the finger is still down, and the end of that touch (its
    // emulated mouse press and click) moves focus back to the plan: for a moment after it ends, focus
    // that leaves for outside the menu comes back. A later press is the user's own doing, so the
    // first new press stops listening.
    let timer: number | undefined;
    let until = 0;
    function stop() {
      window.removeEventListener('pointerup', ended, true);
      window.removeEventListener('pointercancel', ended, true);
      window.removeEventListener('pointerdown', pressed, true);
    }
    function pressed() {
      stop();
      until = 0;
    }
    function ended() {
      stop();
      until = performance.now() + 500;
      timer = window.setTimeout(focusFirst, 0);
    }
    function kept(event: FocusEvent) {
      const inMenu = event.target instanceof Node && menu.current?.contains(event.target) === true;
      if (!inMenu && performance.now() < until) timer = window.setTimeout(focusFirst, 0);
    }
    window.addEventListener('pointerup', ended, true);
    window.addEventListener('pointercancel', ended, true);
    window.addEventListener('pointerdown', pressed, true);
    window.addEventListener('focusin', kept, true);
    return () => {
      stop();
      window.removeEventListener('focusin', kept, true);
      window.clearTimeout(timer);
    };
  }, []);
  const first = objects[0];
  if (first === undefined) return null;
  const entry = entryOf(first.landscape_object);
  const title =
    objects.length === 1
      ? (first.label ?? entry?.name ?? first.landscape_object)
      : `${objects.length} objects`;
  const locked = objects.every((o) => o.locked);
  const anyLocked = objects.some((o) => o.locked);
  const rotatable = objects.length > 1 || (first.shape === 'rect' && (entry?.rotatable ?? true));
  const run = (action: () => void) => () => {
    action();
    onClose();
  };
  const items = [
    { label: 'Turn 90°', action: () => editor.rotateBy(90), hidden: !rotatable, disabled: anyLocked },
    { label: locked ? 'Unlock' : 'Lock', action: () => editor.toggleLock(), hidden: false, disabled: false },
    { label: 'Delete', action: () => editor.deleteSelected(), hidden: false, disabled: anyLocked },
    { label: 'Details', action: onDetails, hidden: false, disabled: false },
  ].filter((item) => !item.hidden);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const buttons = [
      ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []),
    ];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className="object-menu" role="menu" aria-label={`Actions: ${title}`} ref={menu} onKeyDown={onKey}>
      <p className="object-menu__title" aria-hidden="true">
        {title}
      </p>
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          className={`button button--small${item.label === 'Delete' ? ' button--danger' : ''}`}
          disabled={item.disabled}
          onClick={run(item.action)}
        >
          {item.label}
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        className="button button--small object-menu__close"
        aria-label="Close the menu"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
