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
  test.use({ viewport: { width: 1400, height: 900 } });

  test('press Generate, preview a variant on the canvas, compare two full width, apply from the comparison and from the preview', async ({
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
    // The autosave's debounce is a timer: the test moves the clock past it rather than waiting.
    await page.clock.install();
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes(`/api/projects/${project.id}/`)) writes.push(r.url());
    });
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    // The plan gets most of the window.
    const editorCanvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(editorCanvas).toHaveAttribute('data-scale', /\d/);
    expect((await editorCanvas.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(600);
    await page.getByRole('tab', { name: 'Generate' }).click();
    await expect(page.getByText('No variants yet: press Generate.')).toBeVisible();
    await page.getByLabel('Number of variants').fill('3');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByText('3 of 3 ready')).toBeVisible({ timeout: 45_000 });

    const cards = page.getByRole('list', { name: 'Variants' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    // The variants are in sight as soon as they are ready, not below the settings.
    await expect(cards.first()).toBeInViewport({ ratio: 0.5 });
    // Names stay unique across batches; a batch reads in variant order.
    await expect(cards.getByRole('heading')).toHaveText([
      'Batch 1 - Variant 1',
      'Batch 1 - Variant 2',
      'Batch 1 - Variant 3',
    ]);
    const first = cards.first();
    await expect(first.getByRole('meter', { name: 'Sun' })).toBeVisible();

    // A click on a variant shows it on the main canvas, not applied: the server's plan stays as it was.
    const readProject = async () =>
      (
        await request.get(`/api/projects/${project.id}/`, {
          headers: { authorization: `Bearer ${tokens.access}` },
        })
      ).json();
    const before = await readProject();
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview: Batch 1 - Variant 2' }).click();
    const banner = page.getByRole('region', { name: 'Variant preview' });
    await expect(banner).toContainText('Previewing Batch 1 - Variant 2 — not applied');
    await expect(canvas).toHaveAccessibleName(/previewing Batch 1 - Variant 2, not applied/);
    await expect(canvas.locator('[data-object-id]')).toHaveCount(8);
    const writesBefore = writes.length;
    await page.clock.runFor(1500); // longer than the autosave's debounce: nothing may be written
    expect(writes.length).toBe(writesBefore);
    const during = await readProject();
    expect(during.plan_version).toBe(before.plan_version);
    expect(during.actual_plan).toEqual(before.actual_plan);
    // Escape goes back to the plan.
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await expect(canvas.locator('[data-object-id]')).toHaveCount(0);

    // Compare two side by side across the window.
    await cards
      .nth(0)
      .getByRole('checkbox', { name: /^Compare:/ })
      .check();
    await cards
      .nth(1)
      .getByRole('checkbox', { name: /^Compare:/ })
      .check();
    await page.getByRole('button', { name: 'Compare 2 side by side' }).click();
    const comparison = page.getByRole('dialog', { name: 'Comparing 2 variants' });
    await expect(comparison).toBeVisible();
    const columns = comparison.getByRole('figure');
    await expect(columns).toHaveCount(2);
    const viewport = page.viewportSize();
    const box = await comparison.boundingBox();
    const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    if (viewport === null || box === null || left === null || right === null) throw new Error('no layout');
    expect(box.width).toBeGreaterThan(viewport.width * 0.9);
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    expect(right.x).toBeGreaterThan(left.x + left.width - 1);
    expect(left.width).toBeGreaterThan(viewport.width * 0.35);
    await expect(comparison.getByRole('meter', { name: 'Sun' })).toHaveCount(2);
    await comparison.getByRole('button', { name: 'Close comparison' }).click();
    await expect(comparison).toBeHidden();

    // Applying from the comparison closes it and says so.
    await page.getByRole('button', { name: 'Compare 2 side by side' }).click();
    await comparison.getByRole('button', { name: 'Apply Batch 1 - Variant 2' }).click();
    await expect(comparison).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Batch 1 - Variant 2' })).toContainText(
      'Plan applied',
    );

    // Apply from the preview.
    await page.getByRole('button', { name: 'Preview: Batch 1 - Variant 1' }).click();
    await banner.getByRole('button', { name: 'Apply' }).click();
    // The first apply's toast may still be up (they last 5 s): this one names Variant 1.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /applied/i })
        .filter({ hasText: 'Batch 1 - Variant 1' }),
    ).toBeVisible();
    await expect(banner).toBeHidden();

    // The applied plan is drawn with every object, and the server kept it as a new version.
    await expect(canvas.locator('[data-object-id]')).toHaveCount(8);
    const detail = await readProject();
    expect(detail.history[0].source).toBe('generation');
    expect(detail.actual_plan.objects).toHaveLength(8);
    expect(detail.violations.filter((v: { severity: string }) => v.severity === 'error')).toEqual([]);
  });
});
