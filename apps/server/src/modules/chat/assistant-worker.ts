import {
  executeCommand,
  type AssistantCommand,
  type AssistantContext,
  type CommandOutcome,
} from '@plotplan/assistant';

export interface CommandTask {
  readonly command: AssistantCommand;
  readonly context: AssistantContext;
}

/** The piscina worker: one assistant command per task, so the generator never blocks the event loop. */
export default function runCommand(task: CommandTask): CommandOutcome {
  return executeCommand(task.command, task.context);
}
