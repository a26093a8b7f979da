import type { Locator, Page } from '@playwright/test';

/** Clicks the plan canvas at a point in plan coordinates (metres, y up), using its current viewport. */
export async function clickPlan(page: Page, canvas: Locator, [x, y]: readonly [number, number]) {
  const box = await canvas.boundingBox();
  const view = await canvas.evaluate((svg) => ({
    scale: Number(svg.getAttribute('data-scale')),
    tx: Number(svg.getAttribute('data-tx')),
    ty: Number(svg.getAttribute('data-ty')),
  }));
  if (box === null || !Number.isFinite(view.scale)) throw new Error('the canvas has no viewport yet');
  await page.mouse.click(box.x + x * view.scale + view.tx, box.y - y * view.scale + view.ty);
}
