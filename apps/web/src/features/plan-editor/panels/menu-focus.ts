import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * A menu over the plan takes the focus to its first item, and keeps it through the end of the touch
 * that opened it; once it closes, the focus goes back to where it was (the plan), not to the page.
 */
export function useMenuFocus(menu: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    // Where the focus was (the plan, for the Menu key): it goes back there when the menu closes.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement || active instanceof SVGElement ? active : undefined;
    const element = menu.current;
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
      const now = document.activeElement;
      const lost = now === null || now === document.body || element?.contains(now) === true;
      if (lost && opener?.isConnected === true) opener.focus({ preventScroll: true });
      window.removeEventListener('focusin', kept, true);
      window.clearTimeout(timer);
    };
  }, [menu]);
}

/** Arrow keys move between the menu's items; Escape closes it. */
export function menuKeys(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const buttons = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)'),
    ];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };
}
