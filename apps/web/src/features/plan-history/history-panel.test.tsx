import type { PlanVersionSummary, Project } from '@plotplan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { project as projectWithoutHistory } from '../../test/project-fixture';
import { projectKeys } from '../projects';
import { HistoryPanel } from './history-panel';

const entry = (version: number, changes: Partial<PlanVersionSummary> = {}): PlanVersionSummary => ({
  version,
  parent: version === 1 ? null : version - 1,
  source: 'edit',
  summary: `${version} objects: house`,
  created_at: `2025-03-0${version}T10:00:00.000Z`,
  object_count: version,
  error_count: 0,
  ...changes,
});

const project = (changes: Partial<Project> = {}): Project =>
  projectWithoutHistory({
    // Deliberately not in the server's order: the panel sorts.
    history: [
      entry(1, { source: 'generation', summary: 'Variant 4' }),
      entry(3, { source: 'assistant', error_count: 1 }),
      entry(2),
    ],
    ...changes,
  });

const { received, answer } = setUpLocalApi('/plot-editor/editor?project=7');
afterEach(() => notifications.clear());

function renderPanel(props: { project: Project; onRestored?: (project: Project) => void }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(projectKeys.detail(props.project.id), props.project);
  render(
    <QueryClientProvider client={queryClient}>
      <HistoryPanel {...props} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const items = () => within(screen.getByRole('list', { name: /plan versions/i })).getAllByRole('listitem');

describe('HistoryPanel', () => {
  it('lists the versions newest first with the current one marked and no restore on it', () => {
    renderPanel({ project: project() });
    const rows = items();
    expect(rows.map((row) => within(row).getByText(/^Version \d+$/).textContent)).toEqual([
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    const [current, second, first] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).getByText('Assistant')).toBeTruthy();
    expect(within(current).getByText('3 objects, 1 rule error')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(second.getAttribute('aria-current')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Restore version 2' })).toBeTruthy();
    expect(within(first).getByText('Generation')).toBeTruthy();
    expect(within(first).getByText('Variant 4')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-01T10:00:00.000Z');
  });

  it('says so when there are no versions yet', () => {
    renderPanel({ project: project({ history: [], plan_version: null, actual_plan: null }) });
    expect(screen.getByText(/No versions yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('notes that older versions exist beyond the listed ones', () => {
    renderPanel({ project: project({ history: [entry(5), entry(4)], plan_version: 5 }) });
    expect(screen.getByText('Older versions are not listed.')).toBeTruthy();
  });

  it('restores a version through set_previous_plan, updates the cache and says so', async () => {
    const restored = project({
      plan_version: 4,
      version: 6,
      history: [entry(4, { source: 'restore', summary: 'Restored version 2' }), ...project().history],
    });
    answer(() => ({ status: 200, body: restored, delayMs: 80 }));
    const onRestored = vi.fn();
    const queryClient = renderPanel({ project: project(), onRestored });

    await userEvent.click(screen.getByRole('button', { name: 'Restore version 2' }));
    const pending = await screen.findByRole('button', { name: 'Restoring version 2' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Restore version 1' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    expect(received).toEqual([
      { method: 'POST', url: '/api/projects/7/set_previous_plan/', body: { version: 2 } },
    ]);
    expect(queryClient.getQueryData(projectKeys.detail(7))).toEqual(restored);
    expect(notifications.getSnapshot()).toMatchObject([{ type: 'success', title: 'Restored version 2' }]);
    expect(screen.getByRole('button', { name: 'Restore version 2' })).toBeTruthy();
  });

  it("shows the server's refusal as an error toast and leaves the cache alone", async () => {
    answer(() => ({ status: 400, body: { version: ['No such version.'] } }));
    const queryClient = renderPanel({ project: project() });

    await userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject([
        { type: 'error', title: 'Could not restore version 1', message: 'No such version.' },
      ]),
    );
    expect(queryClient.getQueryData(projectKeys.detail(7))).toEqual(project());
    expect(screen.getByRole('button', { name: 'Restore version 1' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('restores from the keyboard', async () => {
    answer(() => ({ status: 200, body: project({ plan_version: 4 }) }));
    renderPanel({ project: project() });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore version 2' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toEqual({ version: 2 });
  });
});
