import { expect, test } from '@playwright/test';
import { signedInWithPlan } from '../support/accounts';
import { gardenPlan, gardenPlot } from '../support/garden';

// Issue 27: a plot on the us-typical pack is shown and typed in feet and inches, its areas in
// square feet and acres; storage stays in metres.
const usPlot = { ...gardenPlot, rule_pack: 'us-typical' };

for (const [size, options] of [
  ['desktop', { viewport: { width: 1400, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`imperial units on a ${size}`, () => {
    test.use(options);

    test('the neighbours step reads feet and inches; the summary gives square feet and acres', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const { id } = await signedInWithPlan(
        page,
        request,
        `imperial-${size}`,
        { name: 'Lot 12', plot: usPlot },
        gardenPlan,
        (project) => `/plot-editor/neighbors?project=${project}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: /Neighbors/ })).toBeVisible();
      const fence = page.getByRole('textbox', { name: /Fence height/ }).first();
      await expect(fence).toBeVisible();
      await expect(page.getByText('ft, in').first()).toBeVisible();
      await fence.fill(`6'6"`);
      await fence.blur();
      // 6' 6" (1.98 m) is read, not refused: the field keeps what was typed.
      await expect(fence).toHaveValue(`6'6"`);
      await expect(fence).toHaveAttribute('aria-invalid', 'false');
      await expect(page.getByText(/Enter a length/)).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`imperial-neighbors-${size}.png`),
        fullPage: false,
      });

      await page.goto(`/plot-editor/summary?project=${id}`);
      // 30 x 40 m = 1,200 m² = 12,917 sq ft, 0.30 acres.
      await expect(page.getByText(/12,917 sq ft \(0\.30 acres\)/).first()).toBeVisible();
      await expect(page.getByText(/1,200\.0 m²/)).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`imperial-summary-${size}.png`),
        fullPage: false,
      });
    });
  });
}
