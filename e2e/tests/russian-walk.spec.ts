import { expect, test } from '@playwright/test';
import { signedInWithPlan } from '../support/accounts';
import { openChatIn } from '../support/chat';
import { gardenPlot } from '../support/garden';
import {
  closeHousePlan,
  keepScreenshot,
  overFullSelection,
  quoted,
  WALK_SIZES,
  walkTheSharedLink,
  walkTheSummary,
  walkTheWizard,
  type Look,
} from '../support/walk';

// Issue 27, "a Russian-speaking user goes from sign-up to a printed plan without meeting an English
// word other than names": a project on the ru-snt pack walked with a Russian browser through every
// screen (the project list, each step, the editor's panels, Generate, a chat in Russian, the summary
// and a shared link). On each, every Latin word must be one of the names below.
test.use({ locale: 'ru-RU' });

/**
 * Names, not English: the product, the file formats, paper sizes and CAD programs the export panel
 * names, the currency code the unit prices suggest, the language switch's "English" and the keys the
 * editor's help names. The 3D view's "3D", the account's e-mail address and the citations' web
 * addresses are left out before the count (ADDRESSES).
 */
const NAMES = new Set([
  'Plotplan',
  'PDF',
  'PNG',
  'SVG',
  'JSON',
  'DXF',
  'CSV',
  'GeoJSON',
  'KML',
  'TXT',
  'XML',
  'dpi',
  'LibreCAD',
  'QCAD',
  'AutoCAD',
  'English',
  'Enter',
  'Shift',
  'Esc',
  'Ctrl',
  'Delete',
  'Backspace',
  'Tab',
  'Alt',
  // The phone's language switch names the languages by their codes.
  'EN',
  'RU',
  'A4',
  'A3',
  'RUB',
]);
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|\b[\w.-]+\.(?:ru|com|org|net|gov)\b\S*|\b\d+D\b/g;
const LATIN = /[A-Za-z][A-Za-z0-9'-]*/g;
/** What the test itself wrote through the API: the first plan version's note. */
const TEST_DATA = /Starting plan/g;

for (const [size, options] of WALK_SIZES) {
  test.describe(size, () => {
    test.use(options);
    test(`a Russian user meets no English word from the project list to a shared link on a ${size}`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const name = 'Участок №7 (СНТ «Ромашка»)';
      const { id } = await signedInWithPlan(
        page,
        request,
        'russian-walk',
        { name, plot: gardenPlot, selection: overFullSelection },
        closeHousePlan,
      );
      const found: string[] = [];
      const look: Look = async (on, where) => {
        const text = (await on.locator('body').innerText()).replace(ADDRESSES, ' ').replace(TEST_DATA, ' ');
        for (const m of text.matchAll(LATIN)) {
          if (!NAMES.has(m[0])) found.push(quoted(where, text, m.index ?? 0, m[0].length));
        }
        await keepScreenshot(on, where);
      };

      await expect(page.getByText(name, { exact: true })).toBeVisible();
      await look(page, 'projects');
      await walkTheWizard(page, id, ['Объекты', 'Выделение', 'История'], look);

      await page.getByRole('tab', { name: 'Генерация' }).click();
      await page.getByLabel('Число вариантов').fill('2');
      await page.getByRole('button', { name: 'Сгенерировать', exact: true }).click();
      await expect(page.getByText('Готово 2 из 2', { exact: false }).first()).toBeVisible({
        timeout: 60_000,
      });
      await look(page, 'generate');

      const chat = await openChatIn(page, 'ru');
      await chat.send('какая площадь участка?');
      await expect(chat.replies.last()).toContainText('сотки');
      await chat.send('добавь яблоню у южного забора');
      await expect(chat.replies).toHaveCount(2, { timeout: 30_000 });
      await chat.send('почему дом отмечен?');
      await expect(chat.replies).toHaveCount(3, { timeout: 30_000 });
      await look(page, 'chat');

      await walkTheSummary(page, id, look);

      const words = {
        region: 'Поделиться',
        create: 'Создать ссылку для просмотра',
        address: 'Адрес ссылки 1',
        note: 'Просмотр по ссылке владельца',
        locale: 'ru-RU',
      };
      await walkTheSharedLink(page, browser, words, look);

      expect(found).toEqual([]);
    });
  });
}
