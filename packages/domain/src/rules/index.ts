export type {
  EdgeSetbackRule,
  InsidePlotRule,
  NeighborBuildingRule,
  NoOverlapRule,
  PairDistanceRule,
  PlanPoint,
  ProtectedAreaRule,
  Rule,
  RuleKind,
  RulePack,
  Severity,
  TagSelector,
  Violation,
} from './types.js';
export { DEFAULT_RULE_PACK, rulePacks } from './rule-packs.js';
export {
  isRulePackId,
  MAX_RULE_VALUE_M,
  overrideProblems,
  packForPlot,
  resolvePack,
  RuleOverrideError,
  type OverrideProblem,
} from './overrides.js';
export { checkPlan } from './check-plan.js';
export { ruleConcernsPlan } from './plan-items.js';
