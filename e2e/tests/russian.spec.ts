import { expect, test } from '@playwright/test';
import { createVerifiedAccount, openSignedIn, uniqueEmail } from '../support/accounts';

// A Russian browser: the interface in Russian from the first visit, the header's switch, and a
// signed-in user's choice kept on the account.
test.use({ locale: 'ru-RU' });

test.describe('Plotplan in Russian', () => {
  test('a Russian browser gets the interface in Russian; the switch changes it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в Plotplan' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: 'Продолжить как гость' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Plotplan' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Plotplan' })).toBeVisible();
  });

  test('a signed-in user sees Russian, and the language chosen is stored on the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('ru');
    const tokens = await createVerifiedAccount(request, email);
    const name = 'Участок №5 (СНТ «Берёзка»)';
    const created = await request.post('/api/projects/', {
      headers: { authorization: `Bearer ${tokens.access}` },
      data: { name },
    });
    expect(created.status()).toBe(201);
    await openSignedIn(page, email, tokens, '/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Проекты' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText('Участок ещё не задан')).toBeVisible();

    await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect
      .poll(async () => {
        const me = await request.get('/api/auth/me/', {
          headers: { authorization: `Bearer ${tokens.access}` },
        });
        return ((await me.json()) as { locale: string | null }).locale;
      })
      .toBe('en');
  });
});
