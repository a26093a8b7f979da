import { expect, test } from '@playwright/test';

test.describe('toasts', () => {
  test('an error toast stays until closed; a success toast goes after about 5 s', async ({
    page,
    context,
  }) => {
    // The page's clock, moved on by hand: the test checks the toasts' times without waiting them out.
    await page.clock.install();
    await page.goto('/plot-editor/preparation');
    await expect(page.getByRole('heading', { level: 1, name: 'Preparation' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Notifications' });

    await context.setOffline(true);
    const error = region.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('data-type', 'error');
    await page.clock.fastForward(60_000);
    await expect(error).toBeVisible();

    await error.getByRole('button', { name: 'Close notification: You are offline' }).click();
    await expect(error).toHaveCount(0);

    await context.setOffline(false);
    const success = region.getByRole('status').filter({ hasText: 'Back online' });
    await expect(success).toBeVisible();
    await expect(success).toHaveAttribute('data-type', 'success');
    // Gone close to the 5 s default, not much earlier or later.
    await page.clock.fastForward(4_000);
    await expect(success).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(success).toHaveCount(0);
  });

  test('the close button is reachable by keyboard', async ({ page, context }) => {
    await page.goto('/plot-editor/preparation');
    await expect(page.getByRole('heading', { level: 1, name: 'Preparation' })).toBeVisible();
    await context.setOffline(true);
    const close = page.getByRole('button', { name: 'Close notification: You are offline' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.setOffline(false);
  });
});
