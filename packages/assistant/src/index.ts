// Public surface of the assistant: the English interpreter and the executor. The command vocabulary
// they share with the LLM backend (AssistantCommand, ObjectRef, ...) is @plotplan/domain's.
export type { ParsedRequest } from './parse/parsed-request.js';
export { parseRequest } from './parse/request.js';
export type { AssistantContext, CommandOutcome, PlanChange } from './outcome.js';
export { executeCommand } from './execute/command.js';
export { helpText, parseProblemReply } from './replies.js';
export { isRussian } from './russian/russian.js';
export { russianHelpText, russianOutcomeText, russianProblemReply } from './russian/replies-ru.js';
