export { normalizePlot } from './normalize-plot.js';
export { plotLimits } from './plot-limits.js';
export { plotProblems, type PlotProblem } from './plot-problems.js';
export { userPlotMessage } from './plot-messages.js';
export { wicketProblems, type WicketIssue } from './wicket-problems.js';
