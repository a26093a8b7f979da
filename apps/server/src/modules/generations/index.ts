// The generations module as the app and other modules see it.
export { registerGenerations, type GenerationSettings } from './generations-module.js';
export { succeededGenerationPlan } from './generation-store.js';
