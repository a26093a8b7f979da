import type { PlanBody, PlotBody, Project } from '@plotplan/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpLocalApi } from '../../../test/local-api';
import { project as testProject } from '../../../test/project-fixture';
import { BillOfQuantitiesPanel } from './bill-of-quantities-panel';

const plot: PlotBody = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor' },
    { kind: 'neighbor' },
    { kind: 'neighbor' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [],
  rule_pack: 'ru-snt',
};
const plan: PlanBody = {
  objects: [
    {
      id: 'h',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 15,
      rotation_deg: 0,
      width: 6,
      depth: 6,
      height_m: 5,
      locked: false,
    },
  ],
};

function renderPanel(unitPrices: Project['unit_prices'], onPlot: PlotBody = plot) {
  const project = testProject({ plot: onPlot, actual_plan: plan, unit_prices: unitPrices });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BillOfQuantitiesPanel project={project} plot={onPlot} plan={plan} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Bill of quantities' });
}

const api = setUpLocalApi('/plot-editor/summary');

describe('BillOfQuantitiesPanel', () => {
  it('lists counts, areas and fences without a cost until prices are set', () => {
    const table = renderPanel(null);
    expect(
      within(table).getByRole('rowheader', { name: 'Small house' }).closest('tr')?.textContent,
    ).toContain('1 piece');
    expect(table.querySelector('[data-key="roofs_m2"]')?.textContent).toContain('36.0 m²');
    // 20 m street side less the 4 m entrance.
    expect(table.querySelector('[data-key="fence:0"]')?.textContent).toContain('16.00 m');
    expect(screen.queryByTestId('cost-total')).toBeNull();
    expect(screen.getByText('Set unit prices below for a cost estimate.')).toBeTruthy();
  });

  it('prices the lines and totals them', () => {
    renderPanel({ currency: 'EUR', prices: { fence_m: 25, 'object:house_small': 1000 } });
    // 16 m x 25 = 400; plus 1000.
    expect(document.querySelector('[data-key="fence:0"]')?.textContent).toContain('400.00 EUR');
    expect(screen.getByTestId('cost-total').textContent).toContain('1,400.00 EUR');
  });

  it('names a bad price before sending anything', () => {
    renderPanel(null);
    fireEvent.click(screen.getByText('Unit prices'));
    const input = screen.getByLabelText('Fence, per m');
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A price cannot be negative.')).toBeTruthy();
  });

  it('says quantities and unit prices in feet on an imperial plot, the totals the same', () => {
    const table = renderPanel(
      { currency: 'USD', prices: { fence_m: 25, roofs_m2: 100 } },
      { ...plot, units: 'imperial' },
    );
    // 36 m² is 387.5 sq ft; 16 m is 52.5 ft.
    expect(table.querySelector('[data-key="roofs_m2"]')?.textContent).toContain('388 sq ft');
    const fence = table.querySelector('[data-key="fence:0"]')?.textContent;
    expect(fence).toContain('52.5 ft');
    // 25 per metre is 7.62 per foot; 16 m still costs 400.
    expect(fence).toContain('7.62 USD per ft');
    expect(fence).toContain('400.00 USD');
    expect(table.querySelector('[data-key="roofs_m2"]')?.textContent).toContain('9.29 USD per sq ft');
    expect(table.querySelector('table')?.textContent).not.toMatch(/\bm²|\d m\b|m³/);
    expect(screen.getByText(/Bed soil: ground beds 1 ft deep/)).toBeTruthy();
  });

  it('takes unit prices per foot, square foot and cubic yard on an imperial plot, and stores them per metre', async () => {
    renderPanel({ currency: 'USD', prices: { fence_m: 25, roofs_m2: 100 } }, { ...plot, units: 'imperial' });
    fireEvent.click(screen.getByText('Unit prices'));
    // 100 per m² is 9.2903 per sq ft; 25 per metre is 7.62 per foot.
    const roofs = screen.getByLabelText<HTMLInputElement>('Roofs (building footprints), per sq ft');
    expect(roofs.value).toBe('9.2903');
    const fence = screen.getByLabelText<HTMLInputElement>('Fence, per ft');
    expect(fence.value).toBe('7.62');
    expect(screen.queryByLabelText(/per m²|per m$|per m³/)).toBeNull();
    api.answer(() => ({ status: 500 }));
    fireEvent.change(fence, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(api.received).toHaveLength(1));
    const body = (api.received[0] as { body: { unit_prices: { prices: Record<string, number> } } }).body;
    // Untouched, the roof price is sent back exactly as stored; 10 per foot is 32.81 per metre.
    expect(body.unit_prices.prices['roofs_m2']).toBe(100);
    expect(body.unit_prices.prices['fence_m']).toBeCloseTo(10 / 0.3048, 9);
  });
});
