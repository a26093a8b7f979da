import {
  MAX_PLAN_OBJECTS,
  planSchema,
  type PlanBody,
  type PlotBody,
  type SelectionItem,
} from '@plotplan/contract';
import {
  helpText,
  isRussian,
  parseProblemReply,
  russianHelpText,
  russianOutcome,
  russianProblemReply,
  type AssistantCommand,
  type AssistantContext,
  type CommandOutcome,
  type PlanChange,
} from '@plotplan/assistant';
import { catalogObjects, packForPlot, type RulePack } from '@plotplan/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { StoredAssistantAction } from '../../db/schema.js';
import { InvalidInput, NotFound } from '../../errors/domain-errors.js';
import { PlanConflict, projectPlan, type PlanService, type ProjectState } from '../projects/index.js';
import { CommandTimeout, type CommandPool } from './command-pool.js';
import type { ChatTurn, Interpreter } from './interpreter.js';

export interface AssistantReply {
  readonly content: string;
  readonly actions: StoredAssistantAction[];
  /** The project as the last saved change or undo left it; absent when nothing was saved. */
  readonly project?: ProjectState;
}

export interface AssistantRequest {
  readonly ownerId: number;
  readonly projectId: number | null;
  readonly text: string;
  readonly history: readonly ChatTurn[];
  /** Seeds the generator, so the same message on the same plan gives the same layout. */
  readonly seed: number;
}

/**
 * What the next command works on: the project as read when the message came in, then as each saved
 * change left it (the plan service answers with the project it wrote), so it is read once per message.
 */
interface PlanState {
  readonly plot: PlotBody;
  readonly pack: RulePack;
  readonly selection: SelectionItem[];
  readonly plan: PlanBody;
  readonly planVersion: number | null;
}

interface Step {
  readonly text: string;
  readonly action?: StoredAssistantAction;
  readonly stop?: boolean;
  /** The project as a saved change or undo left it. */
  readonly saved?: ProjectState;
}

/** At most this many commands from one message, so a long message cannot run the generator for minutes. */
export const MAX_COMMANDS_PER_MESSAGE = 8;
const SUMMARY_MAX = 200;

const NO_PROJECT =
  'This chat is not about a project, so there is no plan to change. Open the chat from a project\u2019s ' +
  'editor (the Chat tab) and ask me there.';
const NO_PLOT =
  'This project has no plot yet. Describe the plot in the plot editor first, then ask me again.';
const FAILED =
  'Something went wrong on my side while doing that, so I stopped there. Nothing else was changed.';
const TOO_SLOW = 'That took me too long, so I stopped and left the plan as it is. Try a smaller change.';
const PLAN_FULL =
  `The plan is full: it has ${MAX_PLAN_OBJECTS} objects, the most a plan can hold, so I left it as it is. ` +
  'Remove some (say "remove the beds") and ask again.';
const NO_PROJECT_RU =
  'Этот чат не относится к проекту, поэтому менять нечего. Откройте чат в редакторе проекта (вкладка «Чат»).';
const NO_PLOT_RU = 'У проекта ещё нет участка. Сначала опишите участок в редакторе участка.';
const CONFLICT =
  'The plan was changed elsewhere while I was working on it, so I left it as it is. Please ask me again.';

/**
 * Runs the assistant on a message: interprets it, carries out each command on the project's current
 * plan, and saves every change as a plan version (source `assistant`) through the plan service, so
 * the assistant's changes are versioned, checked and undoable exactly like the user's own edits.
 */
export class AssistantService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlanService,
    private readonly interpreter: Interpreter,
    private readonly commands: CommandPool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async reply(request: AssistantRequest): Promise<AssistantReply> {
    const interpretation = await this.interpreter.interpret({
      text: request.text,
      catalog: catalogObjects,
      history: request.history,
    });
    // A message in Russian is answered in Russian.
    const russian = isRussian(request.text);
    if (interpretation.kind === 'text') return { content: interpretation.text, actions: [] };
    if (interpretation.kind !== 'commands') {
      const content = russian
        ? russianProblemReply(interpretation)
        : parseProblemReply(interpretation, catalogObjects);
      return { content, actions: [] };
    }
    const commands = interpretation.commands.slice(0, MAX_COMMANDS_PER_MESSAGE);
    if (commands.every((c) => c.kind === 'help')) {
      return { content: russian ? russianHelpText() : helpText(), actions: [] };
    }
    if (request.projectId === null) return { content: russian ? NO_PROJECT_RU : NO_PROJECT, actions: [] };

    const project = await projectPlan(this.db, request.ownerId, request.projectId);
    if (project === undefined) return { content: russian ? NO_PROJECT_RU : NO_PROJECT, actions: [] };
    if (project.plot === null) return { content: russian ? NO_PLOT_RU : NO_PLOT, actions: [] };
    let state = planState(project.plot, project.selection, project.plan, project.planVersion);

    const texts: string[] = [];
    const actions: StoredAssistantAction[] = [];
    let saved: ProjectState | undefined;
    for (const command of commands) {
      const step = await this.run(request, request.projectId, state, command).catch(
        (error: unknown): Step => {
          // A bug must not lose the changes already saved for this message: report them and stop.
          this.log.error({ err: error, command: command.kind }, 'assistant command failed');
          return { text: FAILED, stop: true };
        },
      );
      texts.push(step.text);
      if (step.action !== undefined) actions.push(step.action);
      if (step.stop) break;
      if (step.saved !== undefined) {
        saved = step.saved;
        const { plot, selection, planVersion } = step.saved.row;
        if (plot === null) break; // Never: a plan is only saved on a plot.
        state = planState(plot, selection, step.saved.current.plan, planVersion);
      }
    }
    if (interpretation.commands.length > commands.length) {
      texts.push(`I did the first ${MAX_COMMANDS_PER_MESSAGE} things you asked; please send the rest again.`);
    }
    return { content: texts.join('\n\n'), actions, ...(saved === undefined ? {} : { project: saved }) };
  }

  private async run(
    request: AssistantRequest,
    projectId: number,
    state: PlanState,
    command: AssistantCommand,
  ): Promise<Step> {
    let outcome: CommandOutcome;
    const context: AssistantContext = {
      plot: state.plot,
      plan: state.plan,
      pack: state.pack,
      catalog: catalogObjects,
      selection: state.selection,
      seed: request.seed,
    };
    try {
      const done = await this.commands.run({ command, context });
      // A message in Russian is answered in Russian, and its change goes into the history in Russian.
      outcome = isRussian(request.text) ? russianOutcome(command, done, context) : done;
    } catch (error) {
      if (error instanceof CommandTimeout) return { text: TOO_SLOW, stop: true };
      throw error;
    }
    switch (outcome.kind) {
      case 'reply':
        return { text: outcome.text };
      case 'undo':
        return this.undo(request.ownerId, projectId, outcome.text);
      case 'change':
        return this.save(request.ownerId, projectId, state.planVersion, outcome.text, outcome.change);
    }
  }

  private async save(
    ownerId: number,
    projectId: number,
    baseVersion: number | null,
    text: string,
    change: PlanChange,
  ): Promise<Step> {
    // The contract's limit, said plainly rather than failing the schema below as if it were a bug.
    if (change.plan.objects.length > MAX_PLAN_OBJECTS) return { text: PLAN_FULL, stop: true };
    const summary = truncate(change.summary, SUMMARY_MAX);
    let saved: ProjectState;
    try {
      saved = await this.plans.editActualPlan(ownerId, projectId, {
        plan: planSchema.parse(change.plan),
        base_version: baseVersion,
        source: 'assistant',
        summary,
      });
    } catch (error) {
      const stopped = stopOf(error);
      if (stopped !== undefined) return stopped;
      throw error;
    }
    return { text, action: actionOf(change.kind, [...change.object_ids], summary, saved), saved };
  }

  private async undo(ownerId: number, projectId: number, text: string): Promise<Step> {
    try {
      const saved = await this.plans.setPreviousPlan(ownerId, projectId, {});
      const summary = saved.history[0]?.summary ?? 'Undid the last change';
      return { text, action: actionOf('undo', [], summary, saved), saved };
    } catch (error) {
      const stopped = stopOf(error);
      if (stopped !== undefined) return stopped;
      // NothingToUndo, or a restore the plan service refuses (e.g. the plot was removed meanwhile).
      if (error instanceof InvalidInput) {
        return { text: 'There is no earlier version of the plan to go back to.', stop: true };
      }
      this.log.error({ err: error }, 'assistant undo failed');
      throw error;
    }
  }
}

function planState(
  plot: PlotBody,
  selection: SelectionItem[],
  plan: PlanBody | null,
  planVersion: number | null,
): PlanState {
  return { plot, pack: packForPlot(plot), selection, plan: plan ?? { objects: [] }, planVersion };
}

/** The plan service's refusals that end a message: the project went away, or the plan moved on. */
function stopOf(error: unknown): Step | undefined {
  // Deleted meanwhile: the chat goes with it, so just say so.
  if (error instanceof NotFound) return { text: NO_PROJECT, stop: true };
  if (error instanceof PlanConflict) return { text: CONFLICT, stop: true };
  return undefined;
}

function actionOf(
  type: StoredAssistantAction['type'],
  objectIds: string[],
  summary: string,
  saved: ProjectState,
): StoredAssistantAction {
  // The plan service always points the project at the version it appended.
  return { type, object_ids: objectIds, summary, plan_version: saved.row.planVersion ?? 0 };
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
