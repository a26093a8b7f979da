import type { PlanMetrics } from './plan-metrics.js';

export interface AreaShare {
  readonly key: 'built_up' | 'paved' | 'green' | 'free';
  readonly label: string;
  readonly area_m2: number;
  /** Of the plot's area, 0..100. */
  readonly percent: number;
}

/**
 * The plot's areas and their shares of it (green and free as groundAreas defines them). Free ground
 * is part of the green (the lawn), and built-up and paved may overlap, so the four do not add up to
 * 100 %.
 */
export function areaShares(metrics: PlanMetrics): AreaShare[] {
  const share = (m2: number) => (metrics.plot_area_m2 > 0 ? (m2 / metrics.plot_area_m2) * 100 : 0);
  const rows: [AreaShare['key'], string, number][] = [
    ['built_up', 'Built-up', metrics.built_up_m2],
    ['paved', 'Paved', metrics.paved_m2],
    ['green', 'Green', metrics.green_m2],
    ['free', 'Free', metrics.free_m2],
  ];
  return rows.map(([key, label, area_m2]) => ({ key, label, area_m2, percent: share(area_m2) }));
}
