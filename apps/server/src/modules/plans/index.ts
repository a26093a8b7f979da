// The plans module as the projects (and the app) see it: plan versions, their evaluation on the
// plot and the evaluation pool. It knows a project only as a `PlanPointer` (its id and current
// version) and answers in its own shapes; the projects module puts them in the API's `Project`.
export { createPlans, currentPlans, Plans, type AppendedPlan, type CurrentPlan } from './plans.js';
export type { EvaluationSettings } from './plan-evaluator.js';
export { type VersionRetention } from './plan-version-retention.js';
export { currentPlan, type PlanVersionEntry } from './plan-version-store.js';
export { mostSerious, toViolationBody } from './violation-body.js';
