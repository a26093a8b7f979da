// The chat module as the app sees it.
export { registerChat } from './chat-module.js';
export { AnswerInProgress, NoSuchProject } from './chat-errors.js';
