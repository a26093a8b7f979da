import type { Project } from '@plotplan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { project } from '../../test/project-fixture';
import { projectKeys } from '../../features/projects';
import { emptyPlot } from '../../features/plot-editor/state/editor-draft';
import { useEditorSessionState } from './use-editor-session';

/** The project's copy of the default plot (the contract's types are not readonly). */
const plot = structuredClone(emptyPlot) as Project['plot'];

const { received, answer } = setUpLocalApi('/plot-editor/preparation?project=7');
afterEach(() => notifications.clear());

function renderSession(start: Project) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(projectKeys.detail(7), start);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useEditorSessionState(7), { wrapper });
}

describe('the plot-editor session', () => {
  it('saves a burst of edits as one PATCH based on the loaded version', async () => {
    answer(({ body }) => ({ status: 200, body: project({ ...(body as Partial<Project>), version: 6 }) }));
    const { result } = renderSession(project({ plot }));
    await waitFor(() => expect(result.current.draft.name).toBe('Dacha'));
    act(() => result.current.update((d) => ({ ...d, name: 'Dacha 2' })));
    act(() => result.current.update((d) => ({ ...d, name: 'Dacha 3' })));
    expect(result.current.status).toBe('pending');
    await act(() => result.current.flush());
    expect(received).toEqual([
      {
        method: 'PATCH',
        url: '/api/projects/7/',
        body: { name: 'Dacha 3', selection: [], plot: emptyPlot, version: 5 },
      },
    ]);
    expect(result.current.status).toBe('saved');
  });

  it('stops at a 409 and offers a reload instead of writing again', async () => {
    answer(() => ({ status: 409, body: { detail: 'This project changed elsewhere.' } }));
    const { result } = renderSession(project({ plot }));
    await waitFor(() => expect(result.current.draft.name).toBe('Dacha'));
    act(() => result.current.update((d) => ({ ...d, name: 'Mine' })));
    await act(() => result.current.flush());
    expect(result.current.status).toBe('conflict');
    act(() => result.current.update((d) => ({ ...d, name: 'Mine again' })));
    await act(() => result.current.flush());
    expect(received).toHaveLength(1);
    expect(result.current.status).toBe('conflict');
  });

  it('leaves out a selection no plan could hold (the step says why) and saves the rest', async () => {
    answer(({ body }) => ({ status: 200, body: project({ ...(body as Partial<Project>), version: 6 }) }));
    const { result } = renderSession(project({ plot }));
    await waitFor(() => expect(result.current.draft.name).toBe('Dacha'));
    const selection = [
      { landscape_object: 'apple_tree', count: 300 },
      { landscape_object: 'raised_bed', count: 201 },
    ];
    act(() => result.current.update((d) => ({ ...d, name: 'Orchard', selection })));
    await act(() => result.current.flush());
    expect(received).toEqual([
      { method: 'PATCH', url: '/api/projects/7/', body: { name: 'Orchard', plot: emptyPlot, version: 5 } },
    ]);
  });
});

describe('the boundary entry of a project', () => {
  it('is kept in this browser, not sent, and comes back with the project', async () => {
    answer(({ body }) => ({ status: 200, body: project({ ...(body as Partial<Project>), version: 6 }) }));
    const first = renderSession(project({ plot }));
    await waitFor(() => expect(first.result.current.draft.name).toBe('Dacha'));
    act(() => first.result.current.update((d) => ({ ...d, boundaryEntry: { mode: 'draw' } })));
    await act(() => first.result.current.flush());
    expect(JSON.stringify(received)).not.toContain('boundaryEntry');
    first.unmount();

    const again = renderSession(project({ plot }));
    await waitFor(() => expect(again.result.current.draft.boundaryEntry).toEqual({ mode: 'draw' }));
    window.localStorage.removeItem('plotplan.boundary-entry.7');
  });
});
