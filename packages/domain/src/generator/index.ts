// Public surface of the layout generator.
export { DEFAULT_VARIANTS, generatePlans, MAX_VARIANTS } from './generate-plans.js';
export { MIN_DIVERSITY, planDisplacement } from './diversity.js';
export {
  softGoals,
  type GenerateOptions,
  type GoalWeights,
  type SelectionItem,
  type SoftGoal,
  type Variant,
} from './types.js';
export { estimateFit, WHOLE_SELECTION, type FitEstimate, type FitProblem } from './fit-estimate.js';
