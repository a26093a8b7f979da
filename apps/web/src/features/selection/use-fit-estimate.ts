import type { SelectionItem } from '@plotplan/contract';
import { estimateFit, packForPlot, plotProblems, type FitEstimate, type Plot } from '@plotplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogQuery } from '../../lib/catalog';

/**
 * The fit estimate of a selection on a plot, worked out again only when either changes (it takes a
 * few milliseconds). Undefined while there is nothing to judge: no valid plot, no objects, no
 * catalog yet, or a selection the catalog does not know (the server will say so on generating).
 */
export function useFitEstimate(
  plot: Plot | null,
  selection: readonly SelectionItem[],
): FitEstimate | undefined {
  const catalog = useQuery(catalogQuery());
  const objects = catalog.data?.objects;
  return useMemo(() => {
    if (plot === null || objects === undefined || selection.length === 0) return undefined;
    if (plot.boundary.length < 3 || plotProblems(plot).length > 0) return undefined;
    try {
      return estimateFit(plot, selection, packForPlot(plot), objects);
    } catch (error) {
      if (error instanceof RangeError) return undefined;
      throw error;
    }
  }, [plot, selection, objects]);
}
