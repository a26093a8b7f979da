import { expect, type Page } from '@playwright/test';

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
