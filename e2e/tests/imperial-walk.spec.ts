import { expect, test, type Page } from '@playwright/test';
import { signedInWithPlan } from '../support/accounts';
import { openChat } from '../support/chat';
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

// Issue 27, "a US user sees feet everywhere": a new user's project on the us-typical pack, walked
// through every screen as they would (the project list, each step, the editor's panels, Generate,
// the chat, the summary and a shared link). On each, the page's text must hold no metre figure:
// every length is in feet and inches, every area in square feet or acres.
const usPlot = { ...gardenPlot, rule_pack: 'us-typical' };
/** A figure in metres: "3.0 m", "12 m", "1,200 m²", "4 м". */
const METRIC = /\d(?:[\d.,\u00a0 ]*\d)?\s?(?:m|m²|m³|cm|м|м²)(?![\p{L}\d])/gu;
/**
 * Names, not measures: the catalogue's two greenhouses are named by their metric model size
 * ("Greenhouse 3 x 4 m"), as their makers sell them; their sizes are shown in feet beside the name.
 */
const NAMES = /Greenhouse 3 x [46] m/g;

async function metricOn(page: Page, where: string): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(NAMES, 'Greenhouse');
  return [...text.matchAll(METRIC)].map((m) => quoted(where, text, m.index ?? 0, m[0].length));
}

for (const [size, options] of WALK_SIZES) {
  test.describe(size, () => {
    test.use(options);
    test(`a US user meets no metre figure from the project list to a shared link on a ${size}`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const { id } = await signedInWithPlan(
        page,
        request,
        'imperial-walk',
        { name: 'Lot 20', plot: usPlot, selection: overFullSelection },
        closeHousePlan,
      );
      const found: string[] = [];

      await expect(page.getByText('Lot 20', { exact: true })).toBeVisible();
      const look: Look = async (on, where) => {
        found.push(...(await metricOn(on, where)));
        await keepScreenshot(on, where);
      };
      await look(page, 'projects');
      await walkTheWizard(page, id, ['Objects', 'Selection', 'History'], look);

      await page.getByRole('tab', { name: 'Generate' }).click();
      await page.getByLabel('Number of variants').fill('2');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(page.getByText('2 of 2 ready')).toBeVisible({ timeout: 60_000 });
      const cards = page.getByRole('list', { name: 'Variants' }).getByRole('article');
      await expect(cards).toHaveCount(2);
      // Some of the selection is left out: each card says what and why, in feet.
      await expect(cards.first()).toContainText(/Not placed|left out/i);
      await look(page, 'generate');

      const chat = await openChat(page);
      await chat.send('how big is my plot?');
      await expect(chat.replies.last()).toContainText('sq ft');
      await chat.send('move the well 10 ft north');
      await expect(chat.replies).toHaveCount(2, { timeout: 30_000 });
      await expect(chat.replies.last()).toContainText(`10' 0" north`);
      await chat.send('why is the house marked?');
      await expect(chat.replies).toHaveCount(3, { timeout: 30_000 });
      await look(page, 'chat');

      await walkTheSummary(page, id, look);

      const words = {
        region: 'Share',
        create: 'Create read-only link',
        address: 'Address of link 1',
        note: 'Read-only view shared by the owner',
      };
      await walkTheSharedLink(page, browser, words, look);

      expect(found).toEqual([]);
    });
  });
}
