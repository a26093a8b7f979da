import { expect, test } from '@playwright/test';
import { signedInAt } from '../support/accounts';
import { canvasColours, siteModelProject } from '../support/site-model';

test.describe('the 3D view', () => {
  test('opens from the editor, draws the site model, and the sun follows the time slider', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { tokens } = await signedInAt(page, request, 'plan-3d', '/projects');
    const project = await siteModelProject(request, tokens, 'Site model');
    await page.goto(`/plot-editor/editor?project=${project.id}`);

    const toggle = page.getByRole('button', { name: '3D view' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const view = page.getByRole('region', { name: '3D view' });
    await expect(view.getByText(/needs WebGL/)).toHaveCount(0);
    const canvas = view.getByRole('img', { name: '3D model of the plan' });
    await expect(canvas).toBeVisible();
    // Sky, grass, roofs, walls, crowns and shadows: far more than one flat colour.
    await expect.poll(() => canvasColours(canvas)).toBeGreaterThan(20);

    // A fixed summer day, so the readout does not depend on when the test runs.
    await view.getByLabel('Date').fill('2025-06-21');
    const time = view.getByRole('slider');
    const readout = view.getByRole('status').filter({ hasText: /sun/i });
    await time.fill('720');
    await expect(readout).toHaveText(/^Sun 5\d° high, from the south$/);
    await time.fill('1020');
    await expect(readout).toHaveText(/^Sun \d+° high, from the west$/);
    await time.fill('60');
    await expect(readout).toHaveText('The sun is below the horizon at this time.');

    // The camera buttons work from the keyboard, and the 2D plan comes back.
    await view.getByRole('button', { name: 'Turn left' }).focus();
    await page.keyboard.press('Enter');
    await view.getByRole('button', { name: 'Reset view' }).click();
    await toggle.click();
    await expect(page.getByRole('application', { name: /^Plan editor/ })).toBeVisible();
  });
});
