import { expect, test, type Request } from '@playwright/test';
import { createVerifiedAccount, openSignedIn, PASSWORD, storedAuth, uniqueEmail } from '../support/accounts';
import { linkIn, waitForMail } from '../support/outbox';

test.describe('accounts in the browser', () => {
  test('register, open the mailed link, signed in; a reload keeps the session', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Repeat password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();

    const link = linkIn(await waitForMail(email), '/auth/verify');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('status').filter({ hasText: 'E-mail verified' })).toBeVisible();
    await expect(page.getByRole('button', { name: email })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('button', { name: email })).toBeVisible();
    const stored = await storedAuth(page);
    expect(JSON.parse(stored.user ?? '{}')).toEqual({ email });
  });

  test('a used verification link shows the error and the resend form', async ({ page, request }) => {
    const email = uniqueEmail('twice');
    await createVerifiedAccount(request, email);
    const link = linkIn(await waitForMail(email), '/auth/verify');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not verify your e-mail' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Resend verification e-mail' })).toBeVisible();
  });

  test('a stale access token is refreshed exactly once and the request retried', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('stale');
    const tokens = await createVerifiedAccount(request, email);
    const refreshes: number[] = [];
    const meStatuses: number[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/token/refresh/') refreshes.push(response.status());
      if (path === '/api/auth/me/') meStatuses.push(response.status());
    });
    // A well-formed token signed with another key: the server answers 401 token_not_valid.
    const stale = `${tokens.access.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    await openSignedIn(page, email, { access: stale, refresh: tokens.refresh }, '/projects');
    await page.getByRole('button', { name: email }).click();
    await expect(page.getByText(/Member since/)).toBeVisible();
    expect(refreshes).toEqual([200]);
    expect(meStatuses).toEqual([401, 200]);
    const stored = JSON.parse((await storedAuth(page)).tokens ?? '{}') as { accessToken: string };
    expect(stored.accessToken).not.toBe(stale);
  });

  test('after a refresh every request of the page finishes (the 401 body is not left unread)', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('idle');
    const tokens = await createVerifiedAccount(request, email);
    const open = new Set<Request>();
    const unauthorised: string[] = [];
    page.on('request', (sent) => open.add(sent));
    page.on('requestfinished', (done) => open.delete(done));
    page.on('requestfailed', (done) => open.delete(done));
    page.on('response', (response) => {
      if (response.status() === 401) unauthorised.push(new URL(response.url()).pathname);
    });
    const stale = `${tokens.access.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/token/refresh/'));
    await openSignedIn(page, email, { access: stale, refresh: tokens.refresh }, '/projects');
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(unauthorised.length).toBeGreaterThan(0);
    // An unread 401 body kept its request open for good, so the page never went network-idle.
    await expect.poll(() => [...open].map((left) => left.url()), { timeout: 10_000 }).toEqual([]);
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
  });

  test('a failed refresh ends on /login with storage cleared', async ({ page, request }) => {
    const email = uniqueEmail('expired');
    const tokens = await createVerifiedAccount(request, email);
    await request.post('/api/token/blacklist/', { data: { refresh: tokens.refresh } });
    const stale = `${tokens.access.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    await openSignedIn(page, email, { access: stale, refresh: tokens.refresh }, '/projects');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toBeVisible();
    expect(await storedAuth(page)).toEqual({ tokens: null, user: null });
  });

  test('guards: signed out to /login and back after sign-in; signed in away from /login', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('guarded');
    await createVerifiedAccount(request, email);
    await page.goto('/test-model');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftest-model$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/test-model$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test model' })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('a wrong password gets a persistent error toast and changes nothing', async ({ page, request }) => {
    const email = uniqueEmail('wrong');
    await createVerifiedAccount(request, email);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Could not sign in' });
    await expect(toast).toContainText('No active account found with the given credentials');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedAuth(page)).toEqual({ tokens: null, user: null });
  });

  test('the forms validate before sending', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posted += 1;
    });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByLabel('Password', { exact: true }).fill('12345678');
    await form.getByLabel('Repeat password').fill('1234567');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByText('This password is entirely numeric.')).toBeVisible();
    await expect(form.getByText('The two passwords do not match.')).toBeVisible();
    expect(posted).toBe(0);
  });

  test('continue as guest clears stored credentials and opens the plot editor', async ({ page }) => {
    await page.goto('/login');
    // Half a session (tokens, no user) is not signed in, so /login is still shown.
    await page.evaluate(() =>
      window.localStorage.setItem('plotplan.auth.tokens', '{"accessToken":"a","refreshToken":"r"}'),
    );
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/plot-editor\/preparation$/);
    expect(await storedAuth(page)).toEqual({ tokens: null, user: null });
  });

  test('log out blacklists the refresh token and clears everything', async ({ page, request }) => {
    const email = uniqueEmail('leaving');
    const tokens = await createVerifiedAccount(request, email);
    await openSignedIn(page, email, tokens, '/projects');
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedAuth(page)).toEqual({ tokens: null, user: null });
    await expect
      .poll(async () =>
        (await request.post('/api/token/refresh/', { data: { refresh: tokens.refresh } })).status(),
      )
      .toBe(401);
  });

  test('forgot password: the mailed link sets a new password and signs in', async ({ page, request }) => {
    const email = uniqueEmail('forgetful');
    await createVerifiedAccount(request, email);
    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page
      .getByRole('form', { name: 'Reset password' })
      .getByRole('button', { name: 'Send reset link' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();

    const link = linkIn(await waitForMail(email, 2), '/auth/reset-password/');
    expect(link.searchParams.has('token')).toBe(false);
    await page.goto(link.pathname);
    await page.getByLabel('New password', { exact: true }).fill('marigold-fence-93');
    await page.getByLabel('Repeat new password').fill('marigold-fence-93');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('button', { name: email })).toBeVisible();
  });
});
