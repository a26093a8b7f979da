// The projects module as other modules and the app see it.
export { registerProjects } from './projects-module.js';
export { PlanService } from './plan-service.js';
export { projectExists, projectPlan, type ProjectPlan } from './project-plan.js';
export type { ProjectState } from './project-state.js';
export { projectBody } from './project-view.js';
export { PlanConflict } from './project-errors.js';
