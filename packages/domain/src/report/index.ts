// Public surface of the report module: one way to judge a plan (violations, areas, compliance).
export { areaShares, type AreaShare } from './area-shares.js';
export {
  complianceReport,
  type ComplianceReport,
  type ComplianceRow,
  type RuleStatus,
} from './compliance-report.js';
export {
  complianceResult,
  complianceSections,
  sectionTally,
  sourceCitation,
  type ComplianceSection,
} from './compliance-wording.js';
export { coveredArea, type CoverPiece } from './covered-area.js';
export { groundAreas, type GroundAreas } from './ground-areas.js';
export { evaluatePlan, type EvaluateOptions, type PlanEvaluation } from './evaluate-plan.js';
export {
  metricTags,
  objectPiece,
  pathPieces,
  planMetrics,
  plotArea,
  type PlanMetrics,
} from './plan-metrics.js';
export {
  russianCitation,
  russianRuleTitle,
  russianRuleTitles,
  russianViolationMessage,
  type ViolationParties,
} from './compliance-wording-ru.js';
