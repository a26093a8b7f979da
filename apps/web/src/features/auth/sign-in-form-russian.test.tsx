import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { SignInForm } from './sign-in-form';

const { answer } = setUpLocalApi('/login');
beforeEach(() => setLocale('ru'));
afterEach(() => {
  notifications.clear();
  setLocale('en');
});

describe('SignInForm in Russian', () => {
  it('labels, checks and reports in Russian', async () => {
    answer(() => ({
      status: 401,
      body: { detail: 'Активная учётная запись с такими данными не найдена.', code: 'no_active_account' },
    }));
    const router = createMemoryRouter(
      [{ path: '/login', element: <SignInForm onForgotPassword={() => undefined} /> }],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    const form = screen.getByRole('form', { name: 'Войти' });
    await userEvent.click(within(form).getByRole('button', { name: 'Войти' }));
    expect((await within(form).findAllByText('Обязательное поле.')).length).toBe(2);

    await userEvent.type(within(form).getByLabelText(/Электронная почта/), 'ann@example.com');
    await userEvent.type(within(form).getByLabelText('Пароль'), 'wrong password 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Войти' }));
    const alert = await within(form).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Активная учётная запись');
    expect(notifications.getSnapshot().map((item) => item.title)).toEqual(['Не удалось войти']);
    expect(within(form).getByRole('button', { name: 'Забыли пароль?' })).toBeTruthy();
  }, 20_000);
});
