import { plotProblems, type Plot, type PlotProblem } from '@plotplan/domain';

/** Problems that keep the plot from being saved; an unfinished boundary is one of them. */
export function plotIssues(plot: Plot): PlotProblem[] {
  if (plot.boundary.length < 3)
    return [{ path: ['boundary'], message: 'Draw or enter the plot boundary (at least 3 corners).' }];
  return plotProblems(plot);
}
