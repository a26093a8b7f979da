// The generations module as the app sees it.
export { registerGenerations, type GenerationSettings } from './generations-module.js';
export { ProjectNotReady, TooManyGenerations } from './generation-errors.js';
