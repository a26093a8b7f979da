import type { PlotBody, Project } from '@plotplan/contract';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryView } from './summary-view';

const plot: PlotBody = {
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
};

const project = (withPlot: PlotBody): Project => ({
  id: 7,
  name: 'Garden',
  description: '',
  plot: withPlot,
  selection: [],
  actual_plan: {
    objects: [
      {
        id: 'house',
        landscape_object: 'house_small',
        shape: 'rect',
        x: 16,
        y: 12,
        rotation_deg: 0,
        width: 6,
        depth: 6,
        height_m: 6,
        locked: false,
      },
    ],
  },
  plan_version: 1,
  violations: [],
  violation_count: 0,
  metrics: { plot_area_m2: 600, built_up_m2: 36, paved_m2: 0, green_m2: 0, free_m2: 564, object_count: 1 },
  unit_prices: null,
  history: [],
  version: 2,
  created_at: '2025-05-04T10:00:00Z',
  updated_at: '2025-05-04T10:00:00Z',
});

function renderSummary(p: Project, readOnly = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const plan = p.actual_plan;
  if (p.plot === null || plan === null) throw new Error('the fixture has a plot and a plan');
  return render(
    <QueryClientProvider client={client}>
      <SummaryView project={p} plot={p.plot} plan={plan} {...(readOnly ? {} : { projectFile: p })} />
    </QueryClientProvider>,
  );
}

describe('SummaryView', () => {
  it('draws the plan first, with its zones and paths', () => {
    const withPath = project(plot);
    const plan = withPath.actual_plan;
    if (plan === null) throw new Error('the fixture has a plan');
    renderSummary({
      ...withPath,
      actual_plan: {
        ...plan,
        paths: [
          {
            id: 'p1',
            points: [
              [16, 0],
              [16, 9],
            ],
            width_m: 1.2,
          },
        ],
      },
    });
    const drawing = screen.getByRole('img', {
      name: /^Plan of Garden: the plot, its zones and paths, and 1 object$/,
    });
    const section = drawing.closest('section');
    expect(section?.parentElement?.firstElementChild).toBe(section);
    expect(drawing.querySelectorAll('[data-object-id]')).toHaveLength(1);
    expect(drawing.querySelector('[data-path-id="p1"]')).not.toBeNull();
    // The house alone makes the entry zone, outlined and labelled.
    const zone = drawing.querySelector('[data-zone="entry"]');
    expect(zone?.querySelector('polygon')).not.toBeNull();
    expect(drawing.querySelector('text.plan-zone__label[data-zone="entry"]')?.textContent).toBe('Entry');
  });

  it('shows the area shares, the objects and the compliance report by rule', async () => {
    renderSummary(project(plot));
    const shares = screen.getByRole('list', { name: 'Area shares' });
    expect(within(shares).getAllByRole('listitem')).toHaveLength(4);
    expect(shares.textContent).toContain('36.0 m² (6.0 %)');
    expect(shares.textContent).toContain('564.0 m² (94.0 %)');
    expect(
      await within(screen.getByRole('region', { name: 'Object list' })).findByText('Small house'),
    ).toBeTruthy();
    expect(screen.getByText(/Sun hours need the plot's location/)).toBeTruthy();
    const failed = document.querySelector('[data-rule-id="house-neighbor-boundary"]');
    expect(failed?.getAttribute('data-status')).toBe('fail');
    expect(failed?.textContent).toContain('Fail');
    expect(document.querySelector('[data-rule-id="no-overlap"]')?.textContent).toContain('Not applicable');
    // Required rules and recommendations are two sections; sources read as citations.
    const required = screen.getByRole('region', { name: 'Required rules' });
    const recommended = screen.getByRole('region', { name: 'Recommendations' });
    expect(screen.getByRole('heading', { level: 3, name: /^Required/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /^Recommendations/ })).toBeTruthy();
    expect(required.contains(failed)).toBe(true);
    expect(failed?.textContent).toContain('SP 53.13330.2019, clause 6.7');
    for (const row of recommended.querySelectorAll('[data-rule-id]')) {
      expect(row.getAttribute('data-severity')).toBe('warning');
      expect(row.textContent).not.toMatch(/\bFail\b/);
    }
    for (const name of ['Download PDF', 'Download PNG', 'Download SVG', 'Download JSON'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByLabelText('Paper (PDF and PNG)')).toBeTruthy();
  });

  it('offers no JSON export on a read-only view (no project file)', () => {
    renderSummary(project(plot), true);
    for (const name of ['Download PDF', 'Download PNG', 'Download SVG'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download JSON' })).toBeNull();
  });

  it('works out the sun hours of each object when the plot has a location', async () => {
    renderSummary(project({ ...plot, location: { lat: 55.75, lon: 37.62 } }));
    // The plan's tooltips tell the sun hours too: the row is looked for in the object list.
    const list = screen.getByRole('region', { name: 'Object list' });
    const row = await within(list).findByText(/\d+\.\d h/, {}, { timeout: 5000 });
    expect(row.closest('[data-object-id]')?.getAttribute('data-object-id')).toBe('house');
  });
});
