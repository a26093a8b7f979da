import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const meets = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box !== null && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/**
 * The drawing's furniture (north arrow, scale bar, zoom buttons, map credit) lies beside the plot,
 * never over it: on a plot canvas (`.boundary__fill`) or the summary's drawing (`.plan-thumbnail__plot`).
 */
export async function expectFurnitureClearOfPlot(page: Page, drawing: Locator, where: string) {
  const plotShape = drawing.locator('.boundary__fill, .plan-thumbnail__plot').first();
  await expect(plotShape).toBeVisible();
  await expect(page.getByRole('img', { name: 'Scale bar' }).first()).toBeVisible();
  const plot = (await boxesOf(plotShape))[0];
  if (plot === undefined) throw new Error(`${where}: no plot drawn`);
  const furniture = [
    ...(await boxesOf(page.getByRole('img', { name: 'North arrow' }))),
    ...(await boxesOf(page.getByRole('img', { name: 'Scale bar' }))),
    ...(await boxesOf(page.getByRole('group', { name: 'Zoom' }))),
    ...(await boxesOf(page.locator('.map-note'))),
  ];
  expect(
    furniture.length,
    `${where}: north arrow, scale bar (and zoom buttons) found`,
  ).toBeGreaterThanOrEqual(2);
  const covering = furniture.filter((item) => meets(item, plot));
  expect(covering, `${where}: nothing drawn over the plot`).toEqual([]);
}
