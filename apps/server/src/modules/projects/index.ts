// The projects module as other modules and the app see it.
export { registerProjects } from './projects-module.js';
export type { EvaluationSettings } from './plan-evaluator.js';
export { PlanService } from './plan-service.js';
export { defaultVersionRetention, type VersionRetention } from './plan-version-retention.js';
export { projectExists, projectPlan, type ProjectPlan } from './project-plan.js';
export { toViolationBody } from './plan-evaluation.js';
export {
  NoFinishedGeneration,
  NoSuchVersion,
  NothingToUndo,
  PlanConflict,
  RestoreNeedsPlot,
  TooManyProjects,
} from './project-errors.js';
