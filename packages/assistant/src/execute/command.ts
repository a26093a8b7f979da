// The plan assistant's executor: carries out one structured command on the project's plan.
// Plan changes are placed with the generator's machinery and never bring an error the plan did not
// already have; questions are answered from the checker, the sun engine and the plot's geometry.
import type { AssistantCommand, AssistantCommandKind, CommandOf } from '../commands/index.js';
import { executeAdd } from './add.js';
import { executeRemove, executeResize, executeRotate } from './edit.js';
import { executeExplain } from './explain.js';
import { executeLayPaths } from './lay-paths.js';
import { executeMove } from './move.js';
import { executePlotSize } from './plot-size.js';
import { executeRegenerate } from './regenerate.js';
import { executeSun } from './sun.js';
import { executeSwap } from './swap.js';
import { reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { helpText } from '../replies.js';

type Executor<K extends AssistantCommandKind> = (
  command: CommandOf<K>,
  context: AssistantContext,
) => CommandOutcome;

/** One executor per kind of command; a new kind does not compile until it has one. */
const executors: { readonly [K in AssistantCommandKind]: Executor<K> } = {
  add: executeAdd,
  move: executeMove,
  rotate: executeRotate,
  resize: executeResize,
  remove: executeRemove,
  swap: executeSwap,
  regenerate: executeRegenerate,
  lay_paths: (_command, context) => executeLayPaths(context),
  explain: executeExplain,
  sun_hours: executeSun,
  plot_size: (_command, context) => executePlotSize(context),
  undo: () => ({ kind: 'undo', text: 'Undoing my last change: the plan goes back to how it was before it.' }),
  help: () => reply(helpText()),
};

/**
 * The outcome of one command: a reply (the plan unchanged), a change (the new plan, the objects it
 * added or changed, a summary for the history) or an undo request. Pure and deterministic: the same
 * command and context (seed included) give the same outcome.
 */
export function executeCommand(command: AssistantCommand, context: AssistantContext): CommandOutcome {
  // The table pairs each kind with its executor; TypeScript cannot follow that pairing through a
  // lookup by `command.kind`, so the executor is widened to the whole union.
  const execute = executors[command.kind] as Executor<AssistantCommandKind>;
  return execute(command, context);
}
