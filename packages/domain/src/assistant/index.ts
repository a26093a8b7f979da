// Public surface of the assistant: the command vocabulary, the English interpreter and the executor.
export * from './commands.js';
export type { AssistantContext, CommandOutcome, PlanChange } from './outcome.js';
export { executeCommand } from './execute-command.js';
export { helpText, parseProblemReply } from './replies.js';
export { parseRequest } from './parse-request.js';
