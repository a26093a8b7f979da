import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInWithPlan } from '../support/accounts';
import { planToPage } from '../support/canvas';
import { layoutSettled } from '../support/layout';
import { gardenPlot } from '../support/garden';
import { tap, touch, touchSession } from '../support/touch';

const PHONE = { width: 390, height: 844 };

const object = (id: string, code: string, x: number, y: number, width: number, depth: number) => ({
  id,
  landscape_object: code,
  shape: 'rect',
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m: 2,
  locked: false,
});

/** The garden plot with a house, and two small things side by side: a bed and a compost bin. */
const smallThingsPlan = {
  objects: [
    object('house', 'house_small', 15, 20, 6, 6),
    object('bed', 'vegetable_bed', 5, 10, 1.2, 4),
    object('compost', 'compost_bin', 7, 10, 1, 1),
  ],
};

async function project(page: Page, request: APIRequestContext, path: (id: number) => string) {
  const selection = [
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'vegetable_bed', count: 1 },
    { landscape_object: 'compost_bin', count: 1 },
  ];
  await signedInWithPlan(
    page,
    request,
    'touch',
    { name: 'Small things', plot: gardenPlot, selection },
    smallThingsPlan,
    path,
  );
}

test.describe('touch on a phone (390 x 844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a small object is picked from beside it; where two are under the finger, a list asks which', async ({
    page,
    request,
  }) => {
    await project(page, request, (id) => `/plot-editor/editor?project=${id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas).toHaveAttribute('data-scale', /\d/);
    await canvas.scrollIntoViewIfNeeded();
    const cdp = await touchSession(page);
    const selection = page.getByRole('tabpanel', { name: 'Selection' });
    // Between the bed (east edge 5.6) and the compost bin (west edge 6.5), both under a fingertip.
    await tap(cdp, await planToPage(canvas, [6.05, 10]));
    const pick = page.getByRole('menu', { name: 'Which object?' });
    await expect(pick).toBeVisible();
    await expect(pick.getByRole('menuitem')).toHaveText(['Compost bin', 'Vegetable bed', '×']);
    await expect(pick.getByRole('menuitem', { name: 'Compost bin' })).toBeFocused();
    // On screen and on top: not under the bottom bar, where the plan runs on.
    const uncovered = await pick.getByRole('menuitem', { name: 'Compost bin' }).evaluate((item) => {
      const r = item.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const top = document.elementFromPoint(x, y);
      return y > 0 && y < window.innerHeight && top !== null && item.contains(top);
    });
    expect(uncovered, 'the list is in view and uncovered').toBe(true);
    await pick.getByRole('menuitem', { name: 'Compost bin' }).click();
    await expect(pick).toBeHidden();
    await expect(canvas.locator('[data-object-id="compost"]')).toHaveAttribute('data-selected', 'true');
    // 1.2 m of bed is a dozen pixels: a tap 1.5 m west of its edge, clear of anything else, takes it.
    await tap(cdp, await planToPage(canvas, [3, 10]));
    await expect(canvas.locator('[data-object-id="bed"]')).toHaveAttribute('data-selected', 'true');
    await expect(canvas.locator('[data-object-id="compost"]')).toHaveAttribute('data-selected', 'false');
    await expect(selection).toBeAttached();
  });

  test('after a drag that breaks a rule, the broken rules are in view below the plan', async ({
    page,
    request,
  }) => {
    await project(page, request, (id) => `/plot-editor/editor?project=${id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas).toHaveAttribute('data-scale', /\d/);
    await canvas.scrollIntoViewIfNeeded();
    const cdp = await touchSession(page);
    // Drag the house onto the street fence (a setback rule breaks).
    const [hx, hy] = await planToPage(canvas, [15, 20]);
    const [, ty] = await planToPage(canvas, [15, 4]);
    await touch(cdp, 'touchStart', [[hx, hy]]);
    for (let i = 1; i <= 8; i += 1) await touch(cdp, 'touchMove', [[hx, hy + ((ty - hy) * i) / 8]]);
    await touch(cdp, 'touchEnd', []);
    await expect(canvas.locator('[data-object-id="house"]')).toHaveAttribute('data-status', 'error');
    // Scrolled on to the panels under the plan, the broken rules come first, before the fields.
    await page.getByRole('tablist', { name: 'Editor panels' }).evaluate((row) => row.scrollIntoView());
    const rules = page.getByRole('list', { name: 'Broken rules' });
    await expect(rules.getByRole('listitem').first()).toBeInViewport();
    const inspector = page.locator('.object-inspector');
    await expect(inspector).toBeVisible();
    const rulesTop = (await rules.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const fieldsTop = (await inspector.boundingBox())?.y ?? 0;
    expect(rulesTop, 'the broken rules are above the selection fields').toBeLessThan(fieldsTop);
  });

  test('tapping the plan to add a tree keeps the plan on screen', async ({ page, request }) => {
    await project(page, request, (id) => `/plot-editor/protected-area?project=${id}`);
    const canvas = page.getByRole('application', { name: /^Protected areas/ });
    await expect(canvas).toHaveAttribute('data-scale', /\d/);
    await canvas.scrollIntoViewIfNeeded();
    const cdp = await touchSession(page);
    const before = await canvas.boundingBox();
    await tap(cdp, await planToPage(canvas, [25, 35]));
    await expect(page.getByRole('list', { name: 'Protected areas' })).toContainText('Existing tree 1');
    await layoutSettled(page);
    const after = await canvas.boundingBox();
    expect(after, 'the plan is where it was').not.toBeNull();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)), 'the plan did not move').toBeLessThan(40);
    await expect(canvas).toBeInViewport({ ratio: 0.5 });
    // The tree's fields are still reachable from the list.
    await expect(page.getByLabel('Height')).toHaveValue('8');
  });
});
