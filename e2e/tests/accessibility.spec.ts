import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInAt } from '../support/accounts';
import { expectNoSeriousA11yFindings } from '../support/axe';
import { gardenProject } from '../support/garden';

/** Each route of the app with what shows it is ready; `{id}` is the project, `{share}` its read-only link. */
const routes: readonly (readonly [path: string, heading: RegExp])[] = [
  ['/projects', /Projects/],
  ['/plot-editor/preparation?project={id}', /Preparation/],
  ['/plot-editor/orientation?project={id}', /Orientation/],
  ['/plot-editor/neighbors?project={id}', /Neighbors/],
  ['/plot-editor/protected-area?project={id}', /Protected areas/],
  ['/plot-editor/object-selection?project={id}', /Object selection/],
  ['/plot-editor/editor?project={id}', /Editor/],
  ['/plot-editor/summary?project={id}', /Summary/],
  ['/test-model', /Test model/],
  ['/auth/verify', /./],
  ['/no-such-page', /Page not found/],
  ['{share}', /./],
];

/** One signed-in user with a planned project and a read-only link to it; then every route checked. */
async function checkEveryRoute(page: Page, request: APIRequestContext, size: string) {
  const { tokens } = await signedInAt(page, request, `a11y-${size}`, '/projects');
  const project = await gardenProject(request, tokens, 'Accessible garden');
  const link = await request.post(`/api/projects/${project.id}/share_links/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  const share = ((await link.json()) as { path: string }).path;
  for (const [path, heading] of routes) {
    await page.goto(path.replace('{id}', String(project.id)).replace('{share}', share));
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(page.locator('.skeleton')).toHaveCount(0);
    await expectNoSeriousA11yFindings(page, `${path} at ${size}`);
  }
  // The guest's page: signed out, the login form.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yFindings(page, `/login at ${size}`);
}

test.describe('accessibility on a desktop (1400 x 900)', () => {
  test.use({ viewport: { width: 1400, height: 900 } });
  test('every route has no serious or critical axe-core finding', async ({ page, request }) => {
    test.setTimeout(120_000);
    await checkEveryRoute(page, request, '1400x900');
  });
});

test.describe('accessibility on a phone (390 x 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('every route has no serious or critical axe-core finding', async ({ page, request }) => {
    test.setTimeout(120_000);
    await checkEveryRoute(page, request, '390x844');
  });
});
