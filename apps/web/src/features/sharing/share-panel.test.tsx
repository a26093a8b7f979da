import type { ShareLink } from '@plotplan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { SharePanel } from './share-panel';

const link = (id: number): ShareLink => ({
  id,
  token: `${'t'.repeat(42)}${id}`,
  path: `/shared/${'t'.repeat(42)}${id}`,
  created_at: `2025-03-0${id}T10:00:00.000Z`,
});

const { received, answer } = setUpLocalApi('/plot-editor/summary?project=7');
afterEach(() => notifications.clear());

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SharePanel projectId={7} />
    </QueryClientProvider>,
  );
}

const toastTitles = () => notifications.getSnapshot().map((item) => item.title);

describe('SharePanel', () => {
  it('says when there are no links, and creates one', async () => {
    let links: ShareLink[] = [];
    answer((request) => {
      if (request.method === 'POST') {
        links = [link(1)];
        return { status: 201, body: link(1) };
      }
      return { status: 200, body: links };
    });
    renderPanel();
    expect(await screen.findByText(/No links yet/, {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create read-only link' }));
    const list = await screen.findByRole('list', { name: 'Read-only links' });
    const address = within(list).getByRole<HTMLInputElement>('textbox', { name: 'Address of link 1' });
    expect(address.value).toBe(`${window.location.origin}${link(1).path}`);
    expect(within(list).getByText(/created/).textContent).toContain('2025');
    expect(received.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/projects/7/share_links/');
    expect(toastTitles()).toContain('Read-only link created');
  });

  it('copies a link to the clipboard', async () => {
    answer(() => ({ status: 200, body: [link(1)] }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }, { timeout: 10_000 }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${link(1).path}`);
    await waitFor(() => expect(toastTitles()).toContain('Link copied'));
  });

  it('revokes a link only after the confirm', async () => {
    let links = [link(1), link(2)];
    answer((request) => {
      if (request.method === 'DELETE') {
        links = [link(2)];
        return { status: 204 };
      }
      return { status: 200, body: links };
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke link 1' }, { timeout: 10_000 }));
    expect(received.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(received.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /api/projects/7/share_links/1/');
    expect(toastTitles()).toContain('Link revoked');
  });

  it('shows a refusal as an error toast', async () => {
    answer((request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: { non_field_errors: ['A project can have at most 20 share links. Revoke one first.'] },
          }
        : { status: 200, body: [] },
    );
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create read-only link' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(toastTitles()).toContain('Could not create a link'));
    expect(notifications.getSnapshot()[0]?.message).toContain('at most 20 share links');
  });
});
