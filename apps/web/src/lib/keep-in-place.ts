import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps an element where it is on screen while content above it grows or shrinks: `hold()` notes
 * its position (before a change), and after the next render the page is scrolled by however far
 * the element moved. A tap on a plan that opens fields above it (on a phone, where the form comes
 * first) thus leaves the plan under the finger.
 */
export function useKeepInPlace(element: RefObject<HTMLElement | null>): () => void {
  const held = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const before = held.current;
    if (before === undefined) return;
    held.current = undefined;
    const now = element.current?.getBoundingClientRect().top;
    if (now !== undefined && Math.abs(now - before) >= 1) window.scrollBy(0, now - before);
  });
  return () => {
    held.current = element.current?.getBoundingClientRect().top;
  };
}
