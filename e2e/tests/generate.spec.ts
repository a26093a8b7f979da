import { expect, test } from '@playwright/test';
import { createProject, signedInAt } from '../support/accounts';

const gardenPlot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  rule_pack: 'ru-snt',
  location: { lat: 55.75, lon: 37.62 },
};

test.describe('generating plans in the editor', () => {
  test('press Generate, watch progress, compare and apply a variant without rule errors', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tokens } = await signedInAt(page, request, 'generator', '/projects');
    const project = await createProject(request, tokens, {
      name: 'Generated garden',
      plot: gardenPlot,
      selection: [
        { landscape_object: 'house_small', count: 1 },
        { landscape_object: 'bathhouse', count: 1 },
        { landscape_object: 'outdoor_toilet', count: 1 },
        { landscape_object: 'well', count: 1 },
        { landscape_object: 'greenhouse_3x6', count: 1 },
        { landscape_object: 'vegetable_bed', count: 3 },
      ],
    });
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    await expect(page.getByText('No variants yet: press Generate.')).toBeVisible();
    await page.getByLabel('Number of variants').fill('3');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByText('3 of 3 ready')).toBeVisible({ timeout: 45_000 });

    const cards = page.getByRole('list', { name: 'Variants' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first.getByRole('meter', { name: 'Sun' })).toBeVisible();

    // Compare two side by side, then apply the first.
    await cards
      .nth(0)
      .getByRole('checkbox', { name: /^Compare:/ })
      .check();
    await cards
      .nth(1)
      .getByRole('checkbox', { name: /^Compare:/ })
      .check();
    await expect(page.getByRole('region', { name: 'Comparing 2 variants' })).toBeVisible();
    await first.getByRole('button', { name: /^Apply:/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /applied/i })).toBeVisible();

    // The applied plan is drawn with every object, and the server kept it as a new version.
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(8);
    const detail = await (
      await request.get(`/api/projects/${project.id}/`, {
        headers: { authorization: `Bearer ${tokens.access}` },
      })
    ).json();
    expect(detail.history[0].source).toBe('generation');
    expect(detail.actual_plan.objects).toHaveLength(8);
    expect(detail.violations.filter((v: { severity: string }) => v.severity === 'error')).toEqual([]);
  });
});
