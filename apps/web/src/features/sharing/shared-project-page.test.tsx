import type { SharedProject } from '@plotplan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth';
import { setUpLocalApi } from '../../test/local-api';
import { SharedProjectPage } from './shared-project-page';

const token = 'A'.repeat(20) + 'b_-'.repeat(7) + '12';
const sharedProject: SharedProject = {
  name: 'Dacha',
  plot: {
    boundary: [
      [0, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ],
    north_deg: 0,
    edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
    protected_areas: [],
    rule_pack: 'ru-snt',
  },
  actual_plan: {
    objects: [
      {
        id: 'h1',
        landscape_object: 'house_small',
        shape: 'rect',
        x: 10,
        y: 15,
        rotation_deg: 0,
        width: 6,
        depth: 6,
        height_m: 0,
        locked: false,
      },
    ],
  },
  plan_version: 4,
  metrics: { plot_area_m2: 600, built_up_m2: 36, paved_m2: 0, green_m2: 0, free_m2: 564, object_count: 1 },
  updated_at: '2025-05-04T10:00:00Z',
};

const { received, answer } = setUpLocalApi('/');

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/shared/:token', Component: SharedProjectPage }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SharedProjectPage', () => {
  it('shows the plan and summary read-only, asking without a token', async () => {
    answer(() => ({ status: 200, body: sharedProject }));
    renderAt(`/shared/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dacha' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Read-only view shared by the owner');
    expect(screen.getByRole('img', { name: /^Plan of Dacha/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download JSON' })).toBeNull();
    // No link leads anywhere else (the summary's table of contents only jumps within the page).
    const away = screen.queryAllByRole('link').filter((a) => !(a.getAttribute('href') ?? '').startsWith('#'));
    expect(away).toEqual([]);
    expect(received).toEqual([{ method: 'GET', url: `/api/shared/${token}/`, body: undefined }]);
  });

  it('touches no session of the visitor: only the shared project is fetched, without a token', async () => {
    authStore.signIn('visitor@example.com', { access: 'expired', refresh: 'expired' });
    try {
      answer((request) =>
        request.url?.startsWith('/api/shared/') === true
          ? { status: 200, body: sharedProject }
          : { status: 401 },
      );
      renderAt(`/shared/${token}`);
      await screen.findByRole('heading', { level: 1, name: 'Dacha' }, { timeout: 10_000 });
      const objects = screen.getByRole('region', { name: 'Object list' });
      expect(await within(objects).findByText('Small house')).toBeTruthy();
      expect(received.map((r) => (r as { url?: string }).url)).toEqual([`/api/shared/${token}/`]);
    } finally {
      authStore.clear();
    }
  });

  it('says the link does not exist when the server answers 404', async () => {
    answer(() => ({ status: 404, body: { detail: 'Not found.', code: 'not_found' } }));
    renderAt(`/shared/${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This link does not exist or was revoked' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('does not ask the server about a malformed token', async () => {
    renderAt('/shared/not-a-token');
    expect(
      await screen.findByRole('heading', { name: 'This link does not exist or was revoked' }),
    ).toBeTruthy();
    expect(received).toEqual([]);
  });
});
