import { expect, test } from '@playwright/test';
import { signedInAt } from '../support/accounts';
import { gardenProject } from '../support/garden';

test.describe('plan labels', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('an applied plan names its objects on the canvas, numbers the small ones and tells size on hover', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { tokens } = await signedInAt(page, request, 'plan-labels', '/projects');
    const project = await gardenProject(request, tokens, 'Labelled garden');
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);

    // The house is big enough for its name; the well is not, so it has a number and a line in the key.
    // (A name may wrap onto two lines, whose text runs together in the DOM.)
    const houseLabel = canvas.locator('.plan-label[data-label-for="house"]');
    await expect(houseLabel).toBeVisible();
    await expect(houseLabel).toHaveText(/Small\s*house/);
    // The editor folds the key to one line so the canvas keeps its height.
    await page
      .getByRole('region', { name: 'Plan key' })
      .getByText(/^Key to the numbers on the plan/)
      .click();
    const key = page.getByRole('list', { name: 'Numbered objects' });
    await expect(key.getByRole('listitem').filter({ hasText: 'Well' })).toBeVisible();
    await expect(canvas.locator('.plan-label--number', { hasText: '3' })).toBeVisible();

    // Each kind is drawn with its own plan symbol: a roof on the house, rows on the bed.
    await expect(canvas.locator('[data-symbol="ridge"]')).toHaveCount(1);
    await expect(canvas.locator('[data-symbol="rows"]')).toHaveCount(1);

    await canvas.locator('[data-object-id="house"]').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Small house');
    await expect(tooltip).toContainText('6 × 6 m');
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
  });
});
