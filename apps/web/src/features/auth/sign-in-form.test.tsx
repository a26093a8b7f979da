import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { SignInForm } from './sign-in-form';

const { answer } = setUpLocalApi('/login');
afterEach(() => {
  notifications.clear();
  authStore.clear();
});

const toastTitles = () => notifications.getSnapshot().map((item) => item.title);

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SignInForm onForgotPassword={() => undefined} /> },
      { path: '/projects', element: <p>Projects</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(password: string) {
  const form = screen.getByRole('form', { name: 'Sign in' });
  const email = within(form).getByLabelText(/e-mail/i);
  await userEvent.clear(email);
  await userEvent.type(email, 'ann@example.com');
  const secret = within(form).getByLabelText('Password');
  await userEvent.clear(secret);
  await userEvent.type(secret, password);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('shows a refused sign-in by the form, and clears it once a sign-in succeeds', async () => {
    answer(() => ({
      status: 401,
      body: { detail: 'No active account found with the given credentials', code: 'no_active_account' },
    }));
    const router = renderForm();
    await signIn('wrong password 1');
    const form = screen.getByRole('form', { name: 'Sign in' });
    const alert = await within(form).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('No active account found with the given credentials');
    expect(toastTitles()).toEqual(['Could not sign in']);

    answer(() => ({ status: 200, body: { access: 'a.b.c', refresh: 'd.e.f' } }));
    await signIn('right password 1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(toastTitles()).toEqual(['Signed in']);
  }, 20_000);
});
