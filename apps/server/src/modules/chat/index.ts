// The chat module as the app sees it.
export { registerChat, type ChatSettings } from './chat-module.js';
export { defaultChatLimits, type ChatLimits, type ChatLimitsOverride } from './chat-limits.js';
export { AnswerInProgress, ChatFull, MessagesThrottled, NoSuchProject, TooManyChats } from './chat-errors.js';
