import { expect, test, type Page } from '@playwright/test';

const orientationChunk = /\/assets\/orientation-step-[\w-]+\.js$/;
const neighborsChunk = /\/assets\/neighbors-step-[\w-]+\.js$/;
const stepLink = (name: string) => ({ nav: 'Plot editor steps', name: new RegExp(name) });
/** The time the guard last allowed a reload (its sessionStorage stamp). */
const reloadStamp = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('plotplan.chunk-reload-at'));

test.describe('page-reload guard', () => {
  test('a failing chunk reloads the page once, then shows the error page and does not reload again within 10 s', async ({
    page,
  }) => {
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.route(orientationChunk, (route) => route.abort('failed'));
    await page.route(neighborsChunk, (route) => route.abort('failed'));

    await page.goto('/plot-editor/orientation');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    expect(documentLoads).toBe(2);
    const stamp = await reloadStamp(page);

    // Another broken chunk inside the window: still no reload, the error page instead.
    const link = stepLink('Neighbors');
    await page.getByRole('navigation', { name: link.nav }).getByRole('link', { name: link.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    // The error page shows only when the guard refused the reload, and a granted one would restamp.
    expect(await reloadStamp(page)).toBe(stamp);
    expect(documentLoads).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/plot-editor/neighbors');
  });

  test('after the 10 s window a new failure may reload once more', async ({ page }) => {
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.route(orientationChunk, (route) => route.abort('failed'));
    await page.route(neighborsChunk, (route) => route.abort('failed'));
    // The fake clock runs on through the reload it causes, so the guard's stamp and the jump agree.
    await page.clock.install();
    await page.goto('/plot-editor/orientation');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    expect(documentLoads).toBe(2);

    await page.clock.fastForward(10_500);
    const before = documentLoads;
    const link = stepLink('Neighbors');
    await page.getByRole('navigation', { name: link.nav }).getByRole('link', { name: link.name }).click();
    await expect(page).toHaveURL(/\/plot-editor\/neighbors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    // One reload (the new window), then the error page.
    expect(documentLoads - before).toBe(1);
  });
});
