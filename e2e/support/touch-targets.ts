import { expect, type Page } from '@playwright/test';

/** WCAG 2.5.5: a target a finger can hit. */
export const TOUCH_TARGET_PX = 44;

/**
 * Every visible control on the page (buttons, tabs, menu items, drop-downs, text fields, disclosure
 * summaries; a check box by its label) is at least 44 x 44 px.
 */
export async function expectTouchTargets(page: Page, where: string) {
  const small = await page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="tab"], [role="menuitem"], select, summary, a.button, .field input, input[type="checkbox"], input[type="radio"]',
    );
    return Array.from(controls).flatMap((control) => {
      const target = control.matches('input[type="checkbox"], input[type="radio"]')
        ? (control.closest('label') ?? control)
        : control;
      const r = target.getBoundingClientRect();
      const shown = r.width > 0 && r.height > 0 && getComputedStyle(target).visibility !== 'hidden';
      if (!shown || (r.width >= min && r.height >= min)) return [];
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      return [`${control.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`];
    });
  }, TOUCH_TARGET_PX);
  expect(small, `${where}: controls under ${TOUCH_TARGET_PX} x ${TOUCH_TARGET_PX} px`).toEqual([]);
}
