import { expect, test, type Page } from '@playwright/test';
import { signedInWithPlan } from '../support/accounts';
import { downloadOf, pdfText } from '../support/exports';
import { gardenPlan, gardenPlot } from '../support/garden';

// Issue 27: a plot on the us-typical pack is shown and typed in feet and inches, its areas in
// square feet and acres; storage stays in metres.
const usPlot = { ...gardenPlot, rule_pack: 'us-typical' };
// The garden plan with its house 1 m from the right-hand side: the 5 ft side setback is broken.
const closePlan = {
  objects: gardenPlan.objects.map((o) => (o.id === 'house' ? { ...o, x: 26 } : o)),
};
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
/** A length in feet and inches as the app writes it: 98' 5". */
const FEET = /\d+' \d+"/;

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
    test('the plot editor draws and takes the boundary in feet: side list, grid, scale bar, inputs', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const { id } = await signedInWithPlan(
        page,
        request,
        `imperial-boundary-${size}`,
        { name: 'Lot 14', plot: usPlot },
        gardenPlan,
        (project) => `/plot-editor/preparation?project=${project}`,
      );
      // 30 x 40 m: 98' 5" x 131' 3".
      const width = page.getByRole('textbox', { name: 'Width (ft, in)' });
      await expect(width).toHaveValue(`98' 5.1"`);
      await expect(page.getByTestId('plot-sides')).toHaveText(`98' 5", 131' 3", 98' 5", 131' 3"`);
      const canvas = page.locator('svg[data-scale]').first();
      await expect(canvas.locator('.scale-bar__label')).toHaveText(/^\d+'$/);
      const gridLabels = canvas.locator('.metre-grid__labels text');
      await expect(gridLabels.first()).toHaveText(/^-?\d+'$/);
      expect(await gridLabels.allTextContents()).not.toContainEqual(expect.stringMatching(/m$/));
      await expect(canvas.locator('.boundary__length').first()).toHaveText(FEET);
      // Feet and inches, feet with a decimal and metres are all read.
      await width.fill(`100'`);
      await expect(page.getByTestId('plot-sides')).toHaveText(`100' 0", 131' 3", 100' 0", 131' 3"`);
      await width.fill('12.5 m');
      await expect(page.getByTestId('plot-sides')).toHaveText(`41' 0", 131' 3", 41' 0", 131' 3"`);
      await width.fill(`80'6"`);
      await expect(page.getByTestId('plot-sides')).toHaveText(`80' 6", 131' 3", 80' 6", 131' 3"`);
      await expect(width).toHaveAttribute('aria-invalid', 'false');
      await saved(page);
      await width.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`imperial-preparation-${size}.png`) });

      await page.goto(`/plot-editor/neighbors?project=${id}`);
      await expect(page.getByRole('option', { name: /^Side 1 · 80' 6" · Street/ })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`imperial-sides-${size}.png`) });
    });

    test('the plan editor and the exports speak feet: findings, dimensions, quantities, PDF scale', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { id } = await signedInWithPlan(
        page,
        request,
        `imperial-plan-${size}`,
        { name: 'Lot 16', plot: usPlot },
        closePlan,
        (project) => `/plot-editor/editor?project=${project}`,
      );
      const findings = page.locator('.violations-list');
      // The house is 1 m (3' 3") from the side, 5 ft required: 1' 9" short.
      await expect(findings.getByText(/House to a side lot line/).first()).toBeVisible();
      await expect(findings).toContainText(`Required 5' 0", short by 1' 9"`);
      await expect(findings).toContainText(`is 3' 3" from`);
      // The message's own shortfall reads the same inches as the figures.
      await expect(findings).toContainText(`(1' 9" short)`);
      await expect(findings).not.toContainText(/\d m\b/);
      const canvas = page.locator('svg[data-scale]').first();
      await expect(canvas.locator('.scale-bar__label')).toHaveText(/^\d+'$/);
      await expect(canvas.locator('.editor-violations')).toContainText(`1' 9" short`);
      await page.screenshot({ path: test.info().outputPath(`imperial-editor-${size}.png`) });

      await page.goto(`/plot-editor/summary?project=${id}`);
      // On a phone the summary's lists are folded: open the bill of quantities.
      const fold = page.locator('summary.summary-fold__handle', { hasText: 'Bill of quantities' });
      if (size === 'phone') await fold.click();
      const quantities = page.getByRole('region', { name: 'Quantity list' });
      await expect(quantities.locator('[data-key="roofs_m2"]')).toContainText(/\d sq ft/);
      await expect(quantities).not.toContainText(/m²|\d m\b/);
      await quantities.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`imperial-quantities-${size}.png`) });
      // The unit prices are typed per ft, sq ft and cu yd (stored per metre).
      await page.locator('summary', { hasText: 'Unit prices' }).click();
      const prices = page.getByRole('form', { name: 'Unit prices' });
      await expect(prices.getByLabel(/per sq ft$/).first()).toBeVisible();
      await expect(prices.getByLabel(/per (m|m²|m³)$/)).toHaveCount(0);
      await prices.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`imperial-unit-prices-${size}.png`) });

      const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
      const text = await pdfText(pdf.bytes);
      // A4 and a 30 x 40 m plot: an engineering scale, 1" = 20' or 30' with the street beyond framed in.
      expect(text).toMatch(/Scale 1" = [23]0'/);
      expect(text).toContain('Plot area 12,917 sq ft (0.30 acres)');
      expect(text).toMatch(/Needs 5' 0", closest 3' 3"/);
      expect(text).not.toMatch(/Scale 1:\d/);

      // The DXF is in feet: $INSUNITS 2, $MEASUREMENT 0, the boundary's lengths in feet and inches.
      const dxf = await downloadOf(page, () => page.getByRole('button', { name: 'Download DXF' }).click());
      const cad = dxf.bytes.toString('utf8');
      expect(cad).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*2\r?\n/);
      expect(cad).toMatch(/\$MEASUREMENT\r?\n\s*70\r?\n\s*0\r?\n/);
      expect(cad).toContain(`98' 5"`);

      // The SVG is the same drawing: shown alone, to look at.
      const svg = await downloadOf(page, () => page.getByRole('button', { name: 'Download SVG' }).click());
      const drawing = svg.bytes.toString('utf8');
      expect(drawing).toMatch(/data-scale="1:(120|240|360|480|600|720|1200)"/);
      await page.setContent(
        `<body style="margin:0;background:#fff">${drawing.replace(/^<\?xml[^>]*>/, '')}</body>`,
      );
      await page
        .locator('svg')
        .first()
        .evaluate((el) => el.setAttribute('style', 'width:100vw;height:auto'));
      await page.screenshot({ path: test.info().outputPath(`imperial-svg-${size}.png`), fullPage: true });
    });
  });
}
