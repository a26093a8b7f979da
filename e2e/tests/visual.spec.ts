import { expect, test, type Page } from '@playwright/test';
import { createProject, signedInAt } from '../support/accounts';
import { gardenProject } from '../support/garden';

// Visual regression: the editor, the gallery, the comparison and the summary at desktop and phone
// size, compared with the committed snapshots next to this file, so a broken layout fails CI. The
// e2e server generates reproducibly (GENERATION_REPRODUCIBLE), so the gallery's plans are the same
// in every run; only the account's e-mail in the header differs and is masked. After an intended
// change: `npx playwright test -c e2e/playwright.config.ts e2e/tests/visual.spec.ts
// --update-snapshots`, then look at the new images before committing them.

const sizes = {
  desktop: { viewport: { width: 1400, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [
    { kind: 'street' },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
    { kind: 'forest' },
    { kind: 'neighbor', fence_height_m: 1.5 },
  ],
  entrance: { edge: 0, t: 0.4, width_m: 3 },
  rule_pack: 'ru-snt',
  location: { lat: 55.75, lon: 37.62 },
};
const selection = [
  { landscape_object: 'house_small', count: 1 },
  { landscape_object: 'bathhouse', count: 1 },
  { landscape_object: 'greenhouse_3x6', count: 1 },
  { landscape_object: 'vegetable_bed', count: 3 },
  { landscape_object: 'fruit_tree_medium', count: 1 },
];

const masked = (page: Page) => ({
  mask: [page.getByRole('button', { name: /@example\.com/ })],
  maxDiffPixelRatio: 0.01,
});

for (const [size, options] of Object.entries(sizes)) {
  test.describe(`at ${size} size`, () => {
    test.use(options);

    test('the editor and the summary look as committed', async ({ page, request }) => {
      const { tokens } = await signedInAt(page, request, `visual-${size}`, '/projects');
      const project = await gardenProject(request, tokens, 'Visual garden');
      await page.goto(`/plot-editor/editor?project=${project.id}`);
      await expect(page.getByRole('application', { name: /^Plan editor/ })).toBeVisible();
      await expect(page.getByText('All changes saved').first()).toBeAttached();
      await expect(page).toHaveScreenshot(`editor-${size}.png`, masked(page));
      await page.goto(`/plot-editor/summary?project=${project.id}`);
      // On a phone the report is folded: there, in the page but not shown.
      await expect(page.locator('#summary-compliance')).toBeAttached();
      await expect(page.locator('#summary-compliance-recommended')).toBeAttached();
      await expect(page).toHaveScreenshot(`summary-${size}.png`, masked(page));
    });

    test('the gallery and the comparison look as committed', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { tokens } = await signedInAt(page, request, `visual-gallery-${size}`, '/projects');
      const project = await createProject(request, tokens, { name: 'Visual variants', plot, selection });
      await page.goto(`/plot-editor/editor?project=${project.id}`);
      await page.getByRole('tab', { name: 'Generate' }).click();
      await page.getByLabel('Number of variants').fill('2');
      await page.getByLabel('Seed (optional)').fill('42');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(page.getByText('2 of 2 ready')).toBeVisible({ timeout: 45_000 });
      const cards = page.getByRole('list', { name: 'Variants' }).getByRole('article');
      await cards.first().scrollIntoViewIfNeeded();
      await expect(page).toHaveScreenshot(`gallery-${size}.png`, masked(page));
      for (const card of [cards.nth(0), cards.nth(1)]) {
        await card.getByRole('checkbox', { name: /^Compare:/ }).check();
      }
      await page.getByRole('button', { name: 'Compare 2 side by side' }).click();
      await expect(page.getByRole('dialog', { name: 'Comparing 2 variants' })).toBeVisible();
      await expect(page).toHaveScreenshot(`compare-${size}.png`, masked(page));
    });
  });
}
