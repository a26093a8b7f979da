import type { PlanMetrics } from '@plotplan/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { AreaSharesPanel } from './area-shares-panel';

const metrics: PlanMetrics = {
  plot_area_m2: 600,
  built_up_m2: 36,
  paved_m2: 0,
  green_m2: 0,
  free_m2: 564,
  object_count: 1,
};

afterEach(() => setLocale('en'));

describe('the summary areas in the plot unit system', () => {
  it('metric: square metres, as before', () => {
    const { container } = render(<AreaSharesPanel metrics={metrics} />);
    expect(screen.getByText('600.0 m²')).toBeTruthy();
    expect(container.querySelector('[data-share="built_up"]')?.textContent).toContain('36.0 m²');
  });

  it('imperial: square feet, and acres from a tenth of an acre', () => {
    const { container } = render(<AreaSharesPanel metrics={metrics} units="imperial" />);
    expect(screen.getByText('6,458 sq ft (0.15 acres)')).toBeTruthy();
    expect(container.querySelector('[data-share="built_up"]')?.textContent).toContain('388 sq ft');
    expect(container.textContent).not.toContain('m²');
  });

  it('imperial in Russian: square feet in words of the catalogue', () => {
    setLocale('ru');
    const { container } = render(<AreaSharesPanel metrics={metrics} units="imperial" />);
    expect(container.querySelector('strong')?.textContent).toBe('6\u00a0458 кв. футов (0,15 акра)');
  });
});
