// Public surface of the layout generator.
export { DEFAULT_VARIANTS, generatePlans, MAX_VARIANTS } from './generate-plans.js';
export { MIN_DIVERSITY, planDisplacement } from './search/diversity.js';
export { ERROR_SCORE_CAP, NOT_PLACED_REASON_MAX } from './search/not-placed.js';
export type {
  FitDistance,
  FitPlace,
  FitReason,
  NotPlacedReason,
  ReasonNeed,
  ReasonObject,
  ReasonTarget,
} from './core/reason-codes.js';
export {
  softGoals,
  type GenerateOptions,
  type GoalWeights,
  type NotPlaced,
  type SelectionItem,
  type SoftGoal,
  type Variant,
} from './core/types.js';
export {
  BRANCH_PATH_WIDTH,
  MAIN_PATH_WIDTH,
  pathNetwork,
  withPathNetwork,
  type PathNetwork,
} from './paths/path-network.js';
export { reachableShare, reachedObjects, REACH_M } from './paths/path-reach.js';
export {
  BED_AISLE_REACH_M,
  bedClusters,
  isPathTarget,
  PATH_TARGET_TAGS,
  plotGate,
} from './paths/path-terminals.js';
export { accessReach, accessShare, type AccessReach } from './paths/access-reach.js';
export { estimateFit, WHOLE_SELECTION, type FitEstimate, type FitProblem } from './fit/fit-estimate.js';
export { planZones, ZONE_MARGIN_M, type DrawnZone, type PlanZone } from './zones/plan-zones.js';
export {
  placeObjects,
  placeRefusal,
  type PlaceOptions,
  type PlaceRefusal,
  type PlaceResult,
} from './place-objects.js';
export type { ToPlace } from './core/types.js';
