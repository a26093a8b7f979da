import { expect, test, type Browser, type Page } from '@playwright/test';
import { gardenPlan } from './garden';

// A new user's walk through every screen of a project, for the checks that hold on every screen
// (issue 27: a US user meets no metre figure, a Russian user no English word). `look` reads each
// screen as it is reached; the caller's test does the rest (Generate, the chat, sharing).

const STEPS = ['preparation', 'orientation', 'neighbors', 'protected-area', 'object-selection'] as const;

/** The page's text as a person reads it, with what is said about it. */
export type Look = (page: Page, where: string) => Promise<void>;

/** The steps before the editor, then the editor and each of its panels named in `tabs`. */
export async function walkTheWizard(page: Page, project: number, tabs: readonly string[], look: Look) {
  const h1 = page.getByRole('heading', { level: 1 });
  for (const step of STEPS) {
    await page.goto(`/plot-editor/${step}?project=${project}`);
    await expect(h1).toBeVisible();
    await page.waitForLoadState('networkidle');
    await look(page, step);
  }
  await page.goto(`/plot-editor/editor?project=${project}`);
  await expect(page.getByRole('application').first()).toHaveAttribute('data-scale', /\d/);
  await page.waitForLoadState('networkidle');
  await look(page, 'editor');
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await look(page, `editor: ${tab}`);
  }
}

/** The summary step with every folded section opened. */
export async function walkTheSummary(page: Page, project: number, look: Look) {
  await page.goto(`/plot-editor/summary?project=${project}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Open every folded section a person can see (a phone folds the long ones under their titles).
  for (const fold of await page.locator('details:not([open]) > summary').all()) {
    if (await fold.isVisible()) await fold.click();
  }
  await look(page, 'summary');
}

/** Found text in context: `…30 characters before, the match, 10 after…`. */
export function quoted(where: string, text: string, at: number, length: number): string {
  const context = text.slice(Math.max(0, at - 30), at + length + 10).replace(/\s+/g, ' ');
  return `${where}: "…${context}…"`;
}

/** The two screens every walk is taken on: a desktop, and a phone with touch. */
export const WALK_SIZES = [
  ['desktop', { viewport: { width: 1400, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const;

/** More than the garden plot holds, so the fit estimate and the variants give their reasons. */
export const overFullSelection = [
  { landscape_object: 'house_large', count: 12 },
  { landscape_object: 'garage', count: 2 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'well', count: 1 },
];

/** The garden plan with its house 1 m from the right-hand side: a finding with distances is on show. */
export const closeHousePlan = {
  objects: gardenPlan.objects.map((o) => (o.id === 'house' ? { ...o, x: 26 } : o)),
};

/** Keeps a screenshot of what a walk read, as a test output file, to look at. */
export const keepScreenshot = (page: Page, where: string) =>
  page.screenshot({ path: test.info().outputPath(`${where.replace(/[^\p{L}\d]+/gu, '-')}.png`) });

/** The words of the sharing panel and the shared page, in the walk's language. */
export interface ShareWords {
  readonly region: string;
  readonly create: string;
  readonly address: string;
  readonly note: string;
  readonly locale?: string;
}

/** The owner makes a read-only link on the summary; someone signed out opens it. */
export async function walkTheSharedLink(page: Page, browser: Browser, words: ShareWords, look: Look) {
  const share = page.getByRole('region', { name: words.region });
  await share.getByRole('button', { name: words.create }).click();
  const address = await share.getByRole('textbox', { name: words.address }).inputValue();
  const visitor = await browser.newContext(words.locale === undefined ? {} : { locale: words.locale });
  const guest = await visitor.newPage();
  await guest.goto(address);
  await expect(guest.getByRole('note')).toContainText(words.note);
  await guest.waitForLoadState('networkidle');
  await look(guest, 'shared link');
  await visitor.close();
}
