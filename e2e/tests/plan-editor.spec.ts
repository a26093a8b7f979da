import { expect, test } from '@playwright/test';
import { signedInAt } from '../support/accounts';
import { dragPlan } from '../support/canvas';
import { gardenProject, serverProject } from '../support/garden';

test.describe('the plan editor', () => {
  test('drag into a violation and see it listed, undo, and restore an older version from the history', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { tokens } = await signedInAt(page, request, 'plan-editor', '/projects');
    const project = await gardenProject(request, tokens, 'Hand-edited garden');
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);
    await expect(page.getByTestId('violation-count')).toHaveText('All rules are met.');

    // Drag the house 1 m from the left (neighbour) boundary: 3 m are required.
    // Alt: no snapping, so the house lands exactly where the pointer goes.
    await page.keyboard.down('Alt');
    await dragPlan(page, canvas, [15, 20], [4, 20]);
    await page.keyboard.up('Alt');
    const house = canvas.locator('[data-object-id="house"]');
    await expect(house).toHaveAttribute('data-status', 'error');
    const broken = page.getByRole('list', { name: 'Broken rules' }).getByRole('button');
    await expect(broken.filter({ hasText: 'House to a neighbour boundary' })).toContainText(
      /Required 3 m, short by (1\.9|2|2\.1) m/,
    );
    const latestSummary = async () => (await serverProject(request, tokens, project.id)).history[0]?.summary;
    await expect.poll(latestSummary).toBe('Moved Small house');
    let saved = await serverProject(request, tokens, project.id);
    expect(saved.actual_plan.objects.find((o) => o.id === 'house')?.x).toBeCloseTo(4, 0);

    // Clicking the problem selects the object; Ctrl+Z puts the house back (saved as a new version).
    await broken.filter({ hasText: 'House to a neighbour boundary' }).click();
    await expect(house).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('violation-count')).toHaveText('All rules are met.');
    await expect(house).toHaveAttribute('data-status', 'ok');
    await expect.poll(latestSummary).toBe('Undo');
    saved = await serverProject(request, tokens, project.id);
    expect(saved.actual_plan.objects.find((o) => o.id === 'house')).toMatchObject({ x: 15, y: 20 });
    expect(saved.history.map((h) => h.summary).slice(0, 3)).toEqual([
      'Undo',
      'Moved Small house',
      'Starting plan',
    ]);

    // Redo with the toolbar, then restore version 1 from the history panel.
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(house).toHaveAttribute('data-status', 'error');
    await expect.poll(latestSummary).toBe('Redo');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(house).toHaveAttribute('data-status', 'ok');
    await expect.poll(latestSummary).toBe('Restored version 1');
    saved = await serverProject(request, tokens, project.id);
    expect(saved.history[0]?.source).toBe('restore');
    expect(saved.actual_plan.objects.find((o) => o.id === 'house')).toMatchObject({ x: 15, y: 20 });
  });

  test('keyboard: select from the list, nudge with arrows, turn, lock, add and delete', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'plan-keys', '/projects');
    const project = await gardenProject(request, tokens, 'Hand-edited garden');
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);

    await page.getByRole('tab', { name: 'Objects' }).click();
    await page
      .getByRole('list', { name: 'Objects on the plan' })
      .getByRole('button', { name: /Vegetable bed/ })
      .click();
    await canvas.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('r');
    await page.getByRole('tab', { name: 'Selection' }).click();
    await expect(page.getByLabel('X (m)')).toHaveValue('6');
    await expect(page.getByLabel('Y (m)')).toHaveValue('10.1');
    await expect(page.getByLabel('Rotation (°)')).toHaveValue('90');
    await page.getByLabel('Width (m)').fill('1');
    await page.getByLabel('Width (m)').press('Enter');
    await expect(canvas.locator('[data-object-id="bed"]')).toBeVisible();
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

    await page.getByLabel('Object to add').selectOption({ label: 'Greenhouse 3 x 6 m' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(canvas.locator('[data-object-id="greenhouse_3x6-1"]')).toHaveAttribute('data-status', 'ok');
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);
    await expect
      .poll(async () => (await serverProject(request, tokens, project.id)).history[0]?.summary)
      .toMatch(/Deleted Greenhouse/);
    const saved = await serverProject(request, tokens, project.id);
    expect(saved.actual_plan.objects.find((o) => o.id === 'bed')).toMatchObject({
      x: 6,
      y: 10.1,
      width: 1,
      locked: true,
    });
    expect(saved.actual_plan.objects.map((o) => o.id)).toEqual(['house', 'bed', 'well']);

    // Paths for where things stand now: drawn, saved as a version, and undone with Ctrl+Z.
    await page.getByRole('button', { name: 'Lay paths' }).click();
    // (A straight path's group has no area, so Playwright calls it hidden: count it instead.)
    await expect(canvas.locator('[data-path-id]')).not.toHaveCount(0);
    await expect
      .poll(async () => (await serverProject(request, tokens, project.id)).history[0]?.summary)
      .toBe('Laid paths');
    const withPaths = await serverProject(request, tokens, project.id);
    expect(withPaths.actual_plan.paths?.[0]?.width_m).toBe(1.2);
    await page.keyboard.press('Control+z');
    await expect(canvas.locator('[data-path-id]')).toHaveCount(0);
  });
});
