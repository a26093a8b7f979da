// Public surface of the assistant: the command set (`commands/`: each command's schema, type, tool
// description and reference hooks, and what is derived from them), the English interpreter and the
// executor. The contract reads the command set alone through `@plotplan/assistant/commands`.
export * from './commands/index.js';
export type { ParsedRequest } from './parse/parsed-request.js';
export { parseRequest } from './parse/request.js';
export type { AssistantContext, CommandOutcome, PlanChange } from './outcome.js';
export { executeCommand } from './execute/command.js';
export { helpText, parseProblemReply } from './replies.js';
export { isRussian } from './russian/russian.js';
export {
  russianHelpText,
  russianOutcome,
  russianOutcomeText,
  russianProblemReply,
} from './russian/replies-ru.js';
