import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Queries stay idle: these tests are about routing, not data.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signIn = () => authStore.signIn('ada@example.com', { access: 'a', refresh: 'r' });

afterEach(() => {
  authStore.clear();
});

const currentUrl = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route rules', () => {
  it('redirects /plot-editor to /plot-editor/preparation', async () => {
    const router = renderAt('/plot-editor');
    // The first test loads the lazy step module cold (vitest transforms its whole import graph), which
    // can take seconds on a busy machine: wait for it generously; this is no speed assertion.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Preparation' },
      { timeout: 20_000 },
    );
    expect(heading).toBeTruthy();
    expect(currentUrl(router)).toBe('/plot-editor/preparation');
  });

  // The verification itself (a real server call) is proven in the browser suite.
  it.each([
    '/projects?token=abc123',
    '/login?token=abc123',
    '/plot-editor/editor?token=abc123',
    '/nowhere?token=abc123',
  ])('sends %s to /auth/verify with the same token', async (path) => {
    const router = renderAt(path);
    // The redirect waits for the matched routes' lazy modules (the editor's is large): allow for a
    // busy machine, as above.
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/verify?token=abc123'), { timeout: 10_000 });
  });

  it('sends a token from a client-side navigation too', async () => {
    signIn();
    const router = renderAt('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await router.navigate('/test-model?token=t-1');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/verify?token=t-1'));
  });

  it.each(['/projects', '/test-model', '/plot-editor/editor?project=3'])(
    'sends a signed-out visitor of %s to /login with the way back',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Plotplan' })).toBeTruthy();
      expect(currentUrl(router)).toBe(`/login?${new URLSearchParams({ redirect: path }).toString()}`);
    },
  );

  it('sends a signed-in visitor of /login to /projects', async () => {
    signIn();
    const router = renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(currentUrl(router)).toBe('/projects');
  });

  it(
    'opens a share link signed out, without sending the visitor to /login',
    { timeout: 30_000 },
    async () => {
      const path = `/shared/${'a'.repeat(43)}`;
      const router = renderAt(path);
      // Its chunk may load cold here: wait generously (no speed assertion).
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Shared plan' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(currentUrl(router)).toBe(path);
    },
  );

  it('lets a guest use the plot-editor steps before the editor', async () => {
    renderAt('/plot-editor/object-selection');
    expect(await screen.findByRole('heading', { level: 1, name: 'Object selection' })).toBeTruthy();
  });

  it("shows 404 'Page Not Found' for a malformed reset link", async () => {
    renderAt('/auth/reset-password/short');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it("shows 'Page not found' for an unknown path", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // The title is set in an effect, which may run after the heading is in the document (the
    // previous test's 'Page Not Found' title is still there until then).
    await waitFor(() => expect(document.title).toBe('Page not found'));
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    "shows 404 'Page Not Found' for ?project=%s on a plot-editor step",
    async (id) => {
      signIn();
      renderAt(`/plot-editor/editor?project=${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
      expect(screen.getByText('404')).toBeTruthy();
    },
  );

  it('shows a guest the stepper with every step in order', async () => {
    renderAt('/plot-editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preparation' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Plot editor steps' });
    const links = [...steps.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/plot-editor/preparation',
      '/plot-editor/orientation',
      '/plot-editor/neighbors',
      '/plot-editor/protected-area',
      '/plot-editor/object-selection',
      '/plot-editor/editor',
      '/plot-editor/summary',
    ]);
  });

  it('sends / to /projects', async () => {
    signIn();
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(currentUrl(router)).toBe('/projects');
  });
});
