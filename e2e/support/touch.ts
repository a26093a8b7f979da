import type { CDPSession, Page } from '@playwright/test';

/** Real touch input through the browser (pointerType "touch"), one finger at a time or several. */
export async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: readonly (readonly number[])[],
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : points.map(([x, y], id) => ({ x: x ?? 0, y: y ?? 0, id })),
  });
}

/** A quick tap with one finger at a page point. */
export async function tap(cdp: CDPSession, [x, y]: readonly [number, number]) {
  await touch(cdp, 'touchStart', [[x, y]]);
  await touch(cdp, 'touchEnd', []);
}

export const touchSession = (page: Page) => page.context().newCDPSession(page);
