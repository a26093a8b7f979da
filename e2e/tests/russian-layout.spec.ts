import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, openSignedIn, uniqueEmail } from '../support/accounts';
import { gardenProject } from '../support/garden';

// Russian words are longer than English ones: on a phone and on a desktop the header's links and
// the plot editor's step label must show whole, not cut off with an ellipsis.
test.use({ locale: 'ru-RU' });

const screens = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1400, height: 900 },
] as const;

const steps = [
  'preparation',
  'orientation',
  'neighbors',
  'protected-area',
  'object-selection',
  'editor',
  'summary',
] as const;

/** Every element matched whose text is cut (wider than its box, or clipped at its bottom). */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => e.textContent ?? ''),
  );
}

for (const screen of screens) {
  test(`the header and the step bar fit in Russian on a ${screen.name} (${screen.width} x ${screen.height})`, async ({
    page,
    request,
  }, testInfo) => {
    // Seven steps, each loaded and measured, on a machine shared with other test runs.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const email = uniqueEmail('ru-layout');
    const tokens = await createVerifiedAccount(request, email);
    const project = await gardenProject(request, tokens, 'Участок №5 (СНТ «Берёзка»)');
    await openSignedIn(page, email, tokens, `/plot-editor/preparation?project=${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Подготовка' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Редактор участка' })).toBeVisible();
    await expect(page.getByText('Местоположение (для расчёта солнца)')).toBeVisible();
    await expect(page.getByText('Ширина × глубина')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`preparation-ru-${screen.name}.png`) });

    expect(await cutTexts(page, '.app-nav, .app-nav a')).toEqual([]);
    // Every step's name, on the compact bar (phone) or the full stepper (desktop).
    for (const step of steps) {
      await page.goto(`/plot-editor/${step}?project=${project.id}`);
      await expect(
        page.locator('.step-compact__label, .stepper li[data-state="current"]').first(),
      ).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cutTexts(page, '.step-compact__label, .stepper a'), step).toEqual([]);
      // No English step navigation is left ("Next: Orientation", "Back").
      await expect(page.getByText(/^(Next|Back|Previous step)\b/)).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath(`selection-ru-${screen.name}.png`) });
    // The whole page is as wide as the screen: nothing pushes it sideways.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(screen.width);
  });
}
