import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createProjectWithPlan, createVerifiedAccount, openSignedIn, uniqueEmail } from '../support/accounts';
import { downloadOf, pdfText } from '../support/exports';
import { gardenPlan, gardenPlot } from '../support/garden';

// The screens translated last, seen with a Russian browser: the summary's bill of quantities and
// export panel, sharing (the owner's panel and the public page), the editor's canvas furniture, the
// sun map and the 3D view, and the test-model bench. Screenshots at desktop and phone sizes.
test.use({ locale: 'ru-RU' });

const screens = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Visible elements matched whose text is cut (wider than its box). */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent ?? ''),
  );
}

for (const screen of screens) {
  test(`summary, sharing, editor and bench speak Russian on a ${screen.name}`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const email = uniqueEmail('ru-screens');
    const tokens = await createVerifiedAccount(request, email);
    // In Moscow, so that the sun map and the 3D view have a sun.
    const project = await createProjectWithPlan(
      request,
      tokens,
      { name: 'Участок №5 (СНТ «Берёзка»)', plot: { ...gardenPlot, location: { lat: 55.75, lon: 37.62 } } },
      { plan: gardenPlan, summary: 'Starting plan' },
    );
    await openSignedIn(page, email, tokens, `/plot-editor/summary?project=${project.id}`);

    // The bill of quantities and the export panel.
    // On a phone the long sections are folded under their titles.
    if (screen.name === 'phone') await page.locator('summary', { hasText: 'Ведомость объёмов' }).click();
    const bill = page.getByRole('region', { name: 'Ведомость объёмов' });
    await expect(bill.getByText('Маленький дом', { exact: true })).toBeVisible();
    await expect(bill.getByText('Грунт для грядок', { exact: true })).toBeVisible();
    await expect(bill.getByText(/\d шт\./).first()).toBeVisible();
    const exports = page.getByRole('region', { name: 'Экспорт' });
    await expect(exports.getByRole('button', { name: 'Скачать PDF' })).toBeVisible();
    await expect(exports.getByLabel('Бумага (PDF и PNG)')).toBeVisible();
    await bill.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`summary-quantities-ru-${screen.name}.png`) });
    await exports.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`summary-export-ru-${screen.name}.png`) });
    expect(await cutTexts(page, '.summary-section button, .summary-section h2')).toEqual([]);

    // The printed plan (once, on the desktop): the project's Cyrillic name, and every word the
    // drawing writes itself (legend, key, title block, scale) in Russian, none in English.
    if (screen.name === 'desktop') {
      const pdf = await downloadOf(page, () => exports.getByRole('button', { name: 'Скачать PDF' }).click());
      const text = await pdfText(pdf.bytes);
      expect(text).toContain('Участок №5 (СНТ «Берёзка»)');
      expect(text).toContain('Условные обозначения');
      expect(text).toMatch(/План участка, \d\d\.\d\d\.\d{4}, A4, (альбомная|книжная)/);
      expect(text).toMatch(/Площадь участка [\d\s]+,\d м²/);
      expect(text).toMatch(/Масштаб 1:\d+/);
      expect(text).not.toMatch(/\b(Legend|Key|Scale|Site plan|Plot area|landscape|portrait)\b/);
      // The file and its Latin words (names and citations only, to look at) beside the screenshots.
      writeFileSync(testInfo.outputPath('plan-ru.pdf'), pdf.bytes);
      const latin = new Set(text.replace(/\bA[34]\b/g, '').match(/[A-Za-z]{2,}/g) ?? []);
      writeFileSync(testInfo.outputPath('plan-ru-latin-words.txt'), [...latin].join('\n'));
      // The DXF labels the objects by their Russian names (non-ASCII written as \U+XXXX).
      const dxf = await downloadOf(page, () => exports.getByRole('button', { name: 'Скачать DXF' }).click());
      const cad = dxf.bytes.toString('utf8');
      const escaped = [...'Маленький дом']
        .map((c) =>
          c === ' ' ? c : `\\U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
        )
        .join('');
      expect(cad).toContain(escaped);
      expect(cad).not.toContain('Small house');
      // The dimensions' numbers with a decimal comma (text only: coordinates keep the point).
      expect(cad).toMatch(/\n\d+,\d\d\r?\n/);
      // The same drawing as SVG, shown alone in a page of its own, to look at. It embeds the PDF's
      // font (a subset, as @font-face) and names it first, so its Cyrillic needs no viewer fallback.
      const svg = await downloadOf(page, () => exports.getByRole('button', { name: 'Скачать SVG' }).click());
      const drawing = svg.bytes.toString('utf8');
      expect(drawing).toContain("@font-face{font-family:'DejaVu Sans Condensed'");
      expect(drawing).toContain(`font-family="'DejaVu Sans Condensed', Helvetica, Arial, sans-serif"`);
      writeFileSync(testInfo.outputPath('plan-ru.svg'), svg.bytes);
      const sheet = await page.context().newPage();
      await sheet.setContent(
        `<body style="margin:0;background:#fff">${drawing.replace(/^<\?xml[^>]*>/, '')}</body>`,
      );
      await sheet
        .locator('svg')
        .first()
        .evaluate((el) => el.setAttribute('style', 'width:100vw;height:auto'));
      // The page loads both embedded faces (a face loads only when text on the page asks for it).
      const faces = await sheet.evaluate(async () => {
        await document.fonts.ready;
        const found: string[] = [];
        document.fonts.forEach((f) => found.push(`${f.family.replace(/["']/g, '')} ${f.weight} ${f.status}`));
        return found;
      });
      expect(faces).toEqual(['DejaVu Sans Condensed 400 loaded', 'DejaVu Sans Condensed 700 loaded']);
      await expect(sheet.locator('svg text', { hasText: 'Условные обозначения' })).toBeVisible();
      await sheet.screenshot({ path: testInfo.outputPath('plan-ru-svg.png'), fullPage: true });
      await sheet.close();
    }

    // Sharing: the owner's panel, then the public page in a signed-out Russian browser.
    const share = page.getByRole('region', { name: 'Поделиться' });
    await expect(share.getByText(/Ссылок пока нет/)).toBeVisible();
    await share.getByRole('button', { name: 'Создать ссылку для просмотра' }).click();
    const address = share.getByRole('textbox', { name: 'Адрес ссылки 1' });
    await expect(address).toHaveValue(/\/shared\//);
    await expect(share.getByRole('button', { name: 'Отозвать ссылку 1' })).toBeVisible();
    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`share-panel-ru-${screen.name}.png`) });
    const visitor = await browser.newContext({
      locale: 'ru-RU',
      viewport: { width: screen.width, height: screen.height },
    });
    const guest = await visitor.newPage();
    await guest.goto(await address.inputValue());
    await expect(guest.getByText(/Просмотр по ссылке владельца/)).toBeVisible();
    await expect(guest.getByText(/Версия плана 1, обновлён/)).toBeVisible();
    await guest.screenshot({ path: testInfo.outputPath(`shared-page-ru-${screen.name}.png`) });
    await visitor.close();

    // The editor: canvas furniture, the sun map, the 3D view.
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    await expect(page.getByRole('button', { name: 'Вписать' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Приблизить' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Линейный масштаб' })).toBeAttached();
    await expect(page.locator('.north-arrow__label').first()).toHaveText('С');
    await expect(page.locator('.metre-grid__labels text').first()).toHaveText(/ м$/);
    await page.getByRole('checkbox', { name: 'Часы солнца' }).check();
    await expect(page.getByText(/Прямое солнце в день/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`editor-sun-ru-${screen.name}.png`) });
    await page.getByRole('button', { name: '3D-вид' }).click();
    const view = page.getByRole('region', { name: '3D-вид' });
    await expect(view.getByText('Дата')).toBeVisible();
    await expect(view.getByText(/Тяните, чтобы повернуть/)).toBeVisible();
    await expect(view.locator('.plan-3d__sun')).toHaveText(/^Солнце (на высоте|в это время)/);
    await page.screenshot({ path: testInfo.outputPath(`editor-3d-ru-${screen.name}.png`) });

    // The test-model bench.
    await page.goto('/test-model');
    await expect(page.getByRole('heading', { level: 1, name: 'Проверка модели' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Запустить в браузере' })).toBeVisible();
    await expect(page.getByText('Садовый участок 20 × 30 м').first()).toBeAttached();
    await page.screenshot({ path: testInfo.outputPath(`test-model-ru-${screen.name}.png`), fullPage: true });
    expect(await cutTexts(page, '.bench button, .bench h2, .bench label')).toEqual([]);
  });
}
