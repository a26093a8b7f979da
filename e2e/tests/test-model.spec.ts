import { expect, test } from '@playwright/test';
import { signedInAt } from '../support/accounts';

test.describe('/test-model', () => {
  test('runs the generator in a web worker on a sample plot and shows plans, scores and timings', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signedInAt(page, request, 'bench', '/test-model');
    await expect(page.getByRole('heading', { level: 1, name: 'Test model' })).toBeVisible();
    await page.getByLabel('Number of variants').fill('2');
    await page.getByLabel('Seed (optional)').fill('7');
    // The budget is a safety stop: stop 21's CI machine ran out of the 2 s default after one variant.
    await page.getByLabel('Time budget (ms)').fill('20000');
    await page.getByRole('button', { name: 'Run in the browser' }).click();
    const browser = page.getByRole('region', { name: 'In the browser' });
    await expect(browser.getByRole('article', { name: /^Browser variant 1/ })).toBeVisible({
      timeout: 45_000,
    });
    await expect(browser.getByRole('article')).toHaveCount(2);
    await expect(browser.getByText(/, 2 variants$/)).toBeVisible();
    await expect(browser.getByText(/\d+ ms/).first()).toBeVisible();
  });
});
