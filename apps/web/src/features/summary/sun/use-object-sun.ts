import type { Plan, Plot } from '@plotplan/domain';
import { useSunMap } from '../../sun-map';

export type ObjectSun =
  | { readonly status: 'no-location' }
  | { readonly status: 'computing' }
  | { readonly status: 'ready'; readonly hours: Readonly<Record<string, number>> }
  | { readonly status: 'error'; readonly message: string };

/**
 * Each object's mean sun hours over the season, from the same web-worker sun map the editor's
 * overlay uses, in the terms the summary shows.
 */
export function useObjectSun(plot: Plot | null, plan: Plan | null): ObjectSun {
  const sun = useSunMap(plot, plan, { enabled: plot !== null && plan !== null });
  if (plot !== null && plot.location === undefined) return { status: 'no-location' };
  if (sun.status === 'ready') return { status: 'ready', hours: sun.objectHours };
  if (sun.status === 'unavailable')
    return { status: 'error', message: sun.reason ?? 'Sun hours are not available.' };
  return { status: 'computing' };
}
