import type { Locator, Page } from '@playwright/test';

type PlanPoint = readonly [number, number];

/** Where a point in plan coordinates (metres, y up) is on the page, from the canvas's current viewport. */
export async function planToPage(canvas: Locator, [x, y]: PlanPoint): Promise<[number, number]> {
  const box = await canvas.boundingBox();
  const view = await canvas.evaluate((svg) => ({
    scale: Number(svg.getAttribute('data-scale')),
    tx: Number(svg.getAttribute('data-tx')),
    ty: Number(svg.getAttribute('data-ty')),
  }));
  if (box === null || !Number.isFinite(view.scale)) throw new Error('the canvas has no viewport yet');
  return [box.x + x * view.scale + view.tx, box.y - y * view.scale + view.ty];
}

/** Clicks the plan canvas at a point in plan coordinates. */
export async function clickPlan(page: Page, canvas: Locator, point: PlanPoint) {
  const [px, py] = await planToPage(canvas, point);
  await page.mouse.click(px, py);
}

/** Drags on the plan canvas from one plan point to another, in `steps` pointer moves. */
export async function dragPlan(page: Page, canvas: Locator, from: PlanPoint, to: PlanPoint, steps = 12) {
  const [ax, ay] = await planToPage(canvas, from);
  const [bx, by] = await planToPage(canvas, to);
  await page.mouse.move(ax, ay);
  await page.mouse.down();
  await page.mouse.move(bx, by, { steps });
  await page.mouse.up();
}
