import { expect, test } from '@playwright/test';
import { createProject, createVerifiedAccount, openSignedIn, uniqueEmail } from '../support/accounts';

const pathWithSearch = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.describe('route rules of the original specification', () => {
  test('/plot-editor redirects to /plot-editor/preparation', async ({ page }) => {
    await page.goto('/plot-editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Preparation' })).toBeVisible();
    expect(pathWithSearch(page.url())).toBe('/plot-editor/preparation');
  });

  // One page for the five paths: each `goto` loads the app afresh, as following a mailed link does.
  test('any path with ?token=… redirects to /auth/verify with the same token', async ({ page }) => {
    for (const path of ['/projects', '/login', '/plot-editor/neighbors', '/test-model', '/no/such/page']) {
      await page.goto(`${path}?token=tok-123_ABC`);
      // Not a real token: the verify page says so and offers a new link.
      await expect(
        page.getByRole('heading', { level: 1, name: 'This link did not work' }),
        path,
      ).toBeVisible();
      expect(pathWithSearch(page.url()), path).toBe('/auth/verify?token=tok-123_ABC');
    }
  });

  test('/auth/verify keeps its own token', async ({ page }) => {
    await page.goto('/auth/verify?token=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    expect(pathWithSearch(page.url())).toBe('/auth/verify?token=abc');
  });

  test("an unknown path shows the 404 page titled 'Page not found'", async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    // The server hands every page path to the app, which decides what is missing.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
  });

  test("a plot-editor step with a non-numeric project id shows 404 'Page Not Found'", async ({ page }) => {
    await page.goto('/plot-editor/summary?project=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
  });

  test('every route of the specification renders inside the shell', async ({ page, request }) => {
    const email = uniqueEmail('routes');
    const tokens = await createVerifiedAccount(request, email);
    const project = await createProject(request, tokens, { name: 'Route tour' });
    await openSignedIn(page, email, tokens, '/projects');
    const routes: [string, string][] = [
      ['/projects', 'Projects'],
      ['/test-model', 'Test model'],
      ['/auth/verify', 'Verify your e-mail'],
      ['/auth/reset-password/abcdefghijklmnopqrstuvwxyz', 'Choose a new password'],
      [`/plot-editor/editor?project=${project.id}`, 'Editor'],
      [`/plot-editor/summary?project=${project.id}`, 'Summary'],
      [`/plot-editor/neighbors?project=${project.id}`, 'Neighbors'],
      [`/plot-editor/orientation?project=${project.id}`, 'Orientation'],
      [`/plot-editor/preparation?project=${project.id}`, 'Preparation'],
      [`/plot-editor/protected-area?project=${project.id}`, 'Protected areas'],
      [`/plot-editor/object-selection?project=${project.id}`, 'Object selection'],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
      await expect(page.getByRole('link', { name: 'Plotplan home' })).toBeVisible();
    }
  });

  test('the stepper moves between steps and keeps ?project=', async ({ page, request }) => {
    const email = uniqueEmail('stepper');
    const tokens = await createVerifiedAccount(request, email);
    const project = await createProject(request, tokens, { name: 'Stepper' });
    await openSignedIn(page, email, tokens, `/plot-editor/preparation?project=${project.id}`);
    await page
      .getByRole('navigation', { name: 'Plot editor steps' })
      .getByRole('link', { name: /Neighbors/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neighbors' })).toBeVisible();
    expect(pathWithSearch(page.url())).toBe(`/plot-editor/neighbors?project=${project.id}`);
  });

  test('the API keeps its own JSON 404 next to the app', async ({ request }) => {
    const response = await request.get('/api/nothing/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
