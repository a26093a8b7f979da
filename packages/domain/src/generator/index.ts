// Public surface of the layout generator.
export { DEFAULT_VARIANTS, generatePlans, MAX_VARIANTS } from './generate-plans.js';
export { MIN_DIVERSITY, planDisplacement } from './diversity.js';
export { ERROR_SCORE_CAP, NOT_PLACED_REASON_MAX, type NotPlaced } from './not-placed.js';
export {
  softGoals,
  type GenerateOptions,
  type GoalWeights,
  type SelectionItem,
  type SoftGoal,
  type Variant,
} from './types.js';
