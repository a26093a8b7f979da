import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const currentUrl = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route rules', () => {
  it('redirects /plot-editor to /plot-editor/preparation', async () => {
    const router = renderAt('/plot-editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preparation' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/plot-editor/preparation');
  });

  it.each([
    '/projects?token=abc123',
    '/login?token=abc123',
    '/plot-editor/editor?token=abc123',
    '/nowhere?token=abc123',
  ])('sends %s to /auth/verify with the same token', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth/verify?token=abc123');
  });

  it('leaves /auth/verify?token= where it is', async () => {
    const router = renderAt('/auth/verify?token=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth/verify?token=xyz');
  });

  it('sends a token from a client-side navigation too', async () => {
    const router = renderAt('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await router.navigate('/test-model?token=t-1');
    expect(currentUrl(router)).toBe('/auth/verify?token=t-1');
  });

  it("shows 'Page not found' for an unknown path", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    "shows 404 'Page Not Found' for ?project=%s on a plot-editor step",
    async (id) => {
      renderAt(`/plot-editor/editor?project=${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
      expect(screen.getByText('404')).toBeTruthy();
    },
  );

  it('accepts a numeric ?project= and keeps it through the stepper', async () => {
    renderAt('/plot-editor?project=42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preparation' })).toBeTruthy();
    const summary = screen.getByRole('link', { name: /Summary/ });
    expect(summary.getAttribute('href')).toBe('/plot-editor/summary?project=42');
  });

  it('sends / to /projects', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(currentUrl(router)).toBe('/projects');
  });
});
