// Generating plan variants: the editor's Generate tab, and the request, goal, progress and score
// pieces /test-model reuses to run the generator its own way.
export { GenerationWorkspace } from './generation-workspace';
export { buildGenerateRequest, parseSeed } from './generate-request';
export { generationsApi, variantPreview } from './generations-api';
export { VariantPreviewBanner } from './variant-preview-banner';
export { defaultWeights, goalOrder, type Weights } from './goals';
export { countProgress, progressText } from './progress';
export { formatScore } from './score-bars';
export { ScoreBreakdown } from './score-breakdown';
export { usePolledGenerations } from './use-generations';
export { VariantSeedFields } from './variant-seed-fields';
export { WeightsFields } from './weights-fields';
