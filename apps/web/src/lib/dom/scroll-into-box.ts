/** The nearest ancestor that scrolls vertically (its own overflow, not the page's). */
function scrollingBox(element: HTMLElement): HTMLElement | undefined {
  for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return box;
  }
  return undefined;
}

/**
 * Scrolls the box that holds `element` (a side panel) so the element is at its top, leaving the page
 * where it is (scrollIntoView would move the page too, taking the plan off screen). Where no box of
 * its own scrolls (a phone's panels are part of the page), it does nothing.
 */
export function scrollToTopOfBox(element: HTMLElement | null): void {
  if (element === null) return;
  const box = scrollingBox(element);
  if (box === undefined) return;
  box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top;
}
