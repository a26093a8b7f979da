import type { Page } from '@playwright/test';

/**
 * Resolves once the page has stopped moving: its scroll position and size unchanged over a few
 * animation frames in a row (a layout that reflows, a focus that scrolls, a canvas that resizes).
 */
export async function layoutSettled(page: Page, frames = 5): Promise<void> {
  await page.evaluate(
    (still) =>
      new Promise<void>((resolve, reject) => {
        const root = document.documentElement;
        const read = () => `${window.scrollX},${window.scrollY},${root.scrollWidth},${root.scrollHeight}`;
        let last = read();
        let same = 0;
        let left = 600;
        const tick = () => {
          const now = read();
          same = now === last ? same + 1 : 0;
          last = now;
          left -= 1;
          if (same >= still) resolve();
          else if (left === 0) reject(new Error(`the layout kept moving: ${now}`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}
