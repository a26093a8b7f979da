// The chat module as the app sees it.
export { registerChat } from './chat-module.js';
export { type ChatLimitsOverride } from './chat-limits.js';
