import { plotProblems, userPlotMessage, type Plot, type PlotProblem } from '@plotplan/domain';

/** Problems that keep the plot from being saved (in the UI's words); an unfinished boundary is one. */
export function plotIssues(plot: Plot): PlotProblem[] {
  if (plot.boundary.length < 3)
    return [{ path: ['boundary'], message: 'Draw or enter the plot boundary (at least 3 corners).' }];
  return plotProblems(plot).map((problem) => ({ ...problem, message: userPlotMessage(problem.message) }));
}
