// The plan assistant's executor (issue 8): carries out one structured command on the project's plan.
// Plan changes are placed with the generator's machinery and never bring an error the plan did not
// already have; questions are answered from the checker, the sun engine and the plot's geometry.
import type { AssistantCommand } from './commands.js';
import { executeAdd } from './execute-add.js';
import { executeRemove, executeResize, executeRotate } from './execute-edit.js';
import { executeExplain } from './execute-explain.js';
import { executeMove } from './execute-move.js';
import { executePlotSize } from './execute-plot-size.js';
import { executeRegenerate } from './execute-regenerate.js';
import { executeSun } from './execute-sun.js';
import { executeSwap } from './execute-swap.js';
import { reply } from './execute-support.js';
import type { AssistantContext, CommandOutcome } from './outcome.js';
import { helpText } from './replies.js';

/**
 * The outcome of one command: a reply (the plan unchanged), a change (the new plan, the objects it
 * added or changed, a summary for the history) or an undo request. Pure and deterministic: the same
 * command and context (seed included) give the same outcome.
 */
export function executeCommand(command: AssistantCommand, context: AssistantContext): CommandOutcome {
  switch (command.kind) {
    case 'add':
      return executeAdd(command, context);
    case 'move':
      return executeMove(command, context);
    case 'rotate':
      return executeRotate(command, context);
    case 'resize':
      return executeResize(command, context);
    case 'remove':
      return executeRemove(command, context);
    case 'swap':
      return executeSwap(command, context);
    case 'regenerate':
      return executeRegenerate(command, context);
    case 'explain':
      return executeExplain(command, context);
    case 'sun_hours':
      return executeSun(command, context);
    case 'plot_size':
      return executePlotSize(context);
    case 'undo':
      return { kind: 'undo', text: 'Undoing my last change: the plan goes back to how it was before it.' };
    case 'help':
      return reply(helpText());
  }
}
