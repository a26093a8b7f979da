import type { Project } from '@plotplan/contract';
import { catalogObjects, type Plot } from '@plotplan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { project } from '../../test/project-fixture';
import { placed, testPlot } from './model/test-plan';
import { usePlanEditor } from './use-plan-editor';

const { received, answer } = setUpLocalApi('/plot-editor/editor?project=7');
afterEach(() => notifications.clear());

function renderEditor() {
  const start = project({
    plot: testPlot as Project['plot'],
    actual_plan: { objects: [placed('well', 'w1', 10, 10)] },
  }) as Project & { plot: Plot };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlanEditor(start, catalogObjects), { wrapper });
}

/** What the browser does on reload or close: a cancelable beforeunload; prevented means "ask first". */
function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the plan editor session', () => {
  it('asks before the page is left while a move is unsaved, and starts writing it at once', async () => {
    answer(() => ({ status: 200, body: project({ plan_version: 4 }) }));
    const { result } = renderEditor();
    await waitFor(() => expect(result.current.state.plan.objects).toHaveLength(1));
    expect(leavePage()).toBe(false);

    act(() => {
      result.current.editor.select(['w1']);
      result.current.editor.nudge(1, 0);
    });
    expect(result.current.saveStatus).toBe('pending');
    let prevented = false;
    act(() => {
      prevented = leavePage();
    });
    expect(prevented).toBe(true);
    // Not after the quiet period: a reload that the user confirms must find the write under way.
    expect(result.current.saveStatus).toBe('saving');
    await waitFor(() => expect(result.current.saveStatus).toBe('saved'));
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/projects/7/edit_actual_plan/']);
    expect(leavePage()).toBe(false);
  });
});
