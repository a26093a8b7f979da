// Public surface of the layout generator.
export { DEFAULT_VARIANTS, generatePlans, MAX_VARIANTS } from './generate-plans.js';
export { MIN_DIVERSITY, planDisplacement } from './diversity.js';
export { ERROR_SCORE_CAP, NOT_PLACED_REASON_MAX } from './not-placed.js';
export type {
  FitDistance,
  FitPlace,
  FitReason,
  NotPlacedReason,
  ReasonNeed,
  ReasonObject,
  ReasonTarget,
} from './reason-codes.js';
export {
  softGoals,
  type GenerateOptions,
  type GoalWeights,
  type NotPlaced,
  type SelectionItem,
  type SoftGoal,
  type Variant,
} from './types.js';
export {
  BRANCH_PATH_WIDTH,
  MAIN_PATH_WIDTH,
  pathNetwork,
  withPathNetwork,
  type PathNetwork,
} from './path-network.js';
export { reachableShare, reachedObjects, REACH_M } from './path-reach.js';
export {
  BED_AISLE_REACH_M,
  bedClusters,
  isPathTarget,
  PATH_TARGET_TAGS,
  plotGate,
} from './path-terminals.js';
export { accessReach, accessShare, type AccessReach } from './access-reach.js';
export { estimateFit, WHOLE_SELECTION, type FitEstimate, type FitProblem } from './fit-estimate.js';
export { planZones, ZONE_MARGIN_M, type DrawnZone, type PlanZone } from './plan-zones.js';
export {
  placeObjects,
  placeRefusal,
  type PlaceOptions,
  type PlaceRefusal,
  type PlaceResult,
} from './place-objects.js';
export type { ToPlace } from './types.js';
