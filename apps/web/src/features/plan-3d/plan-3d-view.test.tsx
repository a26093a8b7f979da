import type { Project } from '@plotplan/contract';
import { catalogObjects } from '@plotplan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { project } from '../../test/project-fixture';
import { PlanEditorWorkspace } from '../plan-editor';
import { projectKeys } from '../projects';
import { Plan3dView } from './plan-3d-view';

setUpLocalApi('/plot-editor/editor?project=7');
afterEach(() => notifications.clear());

// The contract's (mutable) shape, which is also a domain Plot.
const plot: NonNullable<Project['plot']> = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'field' }, { kind: 'field' }, { kind: 'field' }],
  protected_areas: [],
  location: { lat: 55.75, lon: 37.62 },
  rule_pack: 'ru-snt',
};
const plan = {
  objects: [
    {
      id: 'house-1',
      landscape_object: 'house_small',
      shape: 'rect' as const,
      x: 10,
      y: 12,
      rotation_deg: 0,
      width: 8,
      depth: 8,
      height_m: 7,
      locked: false,
    },
  ],
};

describe('the 3D view in happy-dom (no WebGL)', () => {
  it('is switched on and off from the editor toolbar, in place of the 2D plan, without toasts', async () => {
    const user = userEvent.setup();
    const start = { ...project({ actual_plan: plan }), plot };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(projectKeys.detail(7), start);
    render(
      <QueryClientProvider client={queryClient}>
        <PlanEditorWorkspace
          project={start}
          catalog={catalogObjects}
          styles={new Map()}
          search=""
          flushProject={async () => undefined}
        />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: '3D view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('region', { name: '3D view' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: '3D view' })).toBeTruthy();
    expect(screen.getByText('3D view needs WebGL, which this browser did not provide.')).toBeTruthy();
    expect(screen.queryByRole('application', { name: /^Plan editor/ })).toBeNull();
    expect(notifications.getSnapshot()).toEqual([]);

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: '3D view' })).toBeNull();
    expect(screen.getByRole('application', { name: /^Plan editor/ })).toBeTruthy();
  });

  it('reads the sun for the chosen date and time, and asks for a location when the plot has none', () => {
    const { rerender } = render(<Plan3dView plot={plot} plan={plan} catalog={catalogObjects} />);
    const time = screen.getByRole('slider');
    expect(time.getAttribute('aria-valuetext')).toBe('12:00 sun time');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-06-21' } });
    expect(screen.getByText(/^Sun 5\d° high, from the south$/)).toBeTruthy();
    fireEvent.change(time, { target: { value: '0' } });
    expect(time.getAttribute('aria-valuetext')).toBe('00:00 sun time');
    expect(screen.getByText('The sun is below the horizon at this time.')).toBeTruthy();

    const { location: _, ...nowhere } = plot;
    rerender(<Plan3dView plot={nowhere} plan={plan} catalog={catalogObjects} />);
    expect(screen.getByText("Set the plot's location to see the sun and shadows.")).toBeTruthy();
  });
});
