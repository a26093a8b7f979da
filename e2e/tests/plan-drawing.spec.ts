import { expect, test } from '@playwright/test';
import { createProject, createProjectWithPlan, signedInAt } from '../support/accounts';
import { clickPlan } from '../support/canvas';
import { gardenPlan, gardenPlot } from '../support/garden';

/** The garden plot with a neighbour's house 4 m beyond its right side, a fence and a street entrance. */
const plot = {
  ...gardenPlot,
  north_deg: 20,
  edges: [
    { kind: 'street' },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' }, fence_height_m: 1.5 },
    { kind: 'forest' },
    { kind: 'neighbor' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
};

test.describe('the plan drawing', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the editor shows north, a scale bar that follows the zoom, the neighbour’s house and the selection’s dimensions', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'plan-drawing', '/projects');
    const project = await createProjectWithPlan(
      request,
      tokens,
      { name: 'Drawn garden', plot },
      { plan: gardenPlan, summary: 'Starting plan' },
    );

    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);
    const north = canvas.getByRole('img', { name: 'North arrow' });
    await expect(north).toBeVisible();
    await expect(north).toHaveAttribute('transform', /rotate\(20\)/);
    const scaleBar = canvas.getByRole('img', { name: 'Scale bar' });
    await expect(scaleBar).toBeVisible();
    const before = (await scaleBar.textContent()) ?? '';
    expect(before).toMatch(/\d+ m/);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(scaleBar).not.toHaveText(before);
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(scaleBar).toHaveText(before);

    await expect(canvas.getByRole('img', { name: /^Neighbour's house, 4\.0 m beyond side 2/ })).toBeVisible();
    await expect(canvas.getByText('Street', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Forest', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Entrance' })).toBeVisible();
    await expect(canvas.getByText('0 m', { exact: true }).first()).toBeVisible();

    // Selecting the house (x 12..18 on a 30 m wide plot) shows its distance to the nearest side,
    // 12 m, and to the two nearest objects, to 0.1 m.
    await clickPlan(page, canvas, [15, 20]);
    const dimensions = canvas.getByRole('group', { name: 'Dimensions of the selection' });
    await expect(dimensions.locator('.editor-measure')).toHaveCount(3);
    await expect(dimensions.locator('title').first()).toHaveText('Small house to the boundary: 12.0 m');
  });

  test('the neighbours step draws the neighbour’s house as its distance is typed', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'plan-drawing-neighbours', '/projects');
    const project = await createProject(request, tokens, { name: 'Neighbours', plot: gardenPlot });
    await page.goto(`/plot-editor/neighbors?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plot sides/ });
    await expect(canvas.getByRole('img', { name: 'North arrow' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Neighbour's house/ })).toHaveCount(0);

    await page
      .getByRole('listbox', { name: 'Sides of the plot' })
      .getByRole('option', { name: /^Side 2/ })
      .click();
    await page.getByLabel('The neighbour has a house near this side').check();
    const house = canvas.getByRole('img', { name: /^Neighbour's house/ });
    await expect(house).toHaveAccessibleName(/3\.0 m beyond side 2/);
    const near = async () => (await house.locator('path').first().boundingBox())?.x ?? 0;
    const at3 = await near();
    await page.getByLabel('Distance from the boundary').fill('8');
    await expect(house).toHaveAccessibleName(/8\.0 m beyond side 2/);
    // Side 2 is the right side: 5 m more offset moves the house 5 m further right on screen.
    expect(await near()).toBeGreaterThan(at3 + 20);
  });
});
