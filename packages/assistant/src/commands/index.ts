import type { z } from 'zod';
import { addCommand } from './add.js';
import type { DeepReadonly } from './deep-readonly.js';
import { explainCommand } from './explain.js';
import { helpCommand } from './help.js';
import { layPathsCommand } from './lay-paths.js';
import { moveCommand } from './move.js';
import { plotSizeCommand } from './plot-size.js';
import { regenerateCommand } from './regenerate.js';
import { removeCommand } from './remove.js';
import { resizeCommand } from './resize.js';
import { rotateCommand } from './rotate.js';
import { sunHoursCommand } from './sun-hours.js';
import { swapCommand } from './swap.js';
import { undoCommand } from './undo.js';
import type { ObjectRef, RefMap } from './vocabulary.js';

// Every assistant command, by kind, in the order the LLM is offered them. Everything else about the
// command set is derived from this table: the union type, the kinds, the ones that change the plan,
// the chat's action types and the validation of an LLM's tool call.

export const commandDefinitions = {
  add: addCommand,
  move: moveCommand,
  rotate: rotateCommand,
  resize: resizeCommand,
  remove: removeCommand,
  swap: swapCommand,
  regenerate: regenerateCommand,
  lay_paths: layPathsCommand,
  explain: explainCommand,
  sun_hours: sunHoursCommand,
  plot_size: plotSizeCommand,
  undo: undoCommand,
  help: helpCommand,
} as const;

type Definitions = typeof commandDefinitions;
export type AssistantCommandKind = keyof Definitions;
/** What the interpreter makes of a sentence, an LLM's tool call is validated into and the executor runs. */
export type AssistantCommand = {
  [K in AssistantCommandKind]: DeepReadonly<z.infer<Definitions[K]['schema']>>;
}[AssistantCommandKind];

/** The command of one kind ("add": `CommandOf<'add'>`). */
export type CommandOf<K extends AssistantCommandKind> = Extract<AssistantCommand, { readonly kind: K }>;

export const commandKinds = Object.keys(commandDefinitions) as AssistantCommandKind[];

export function isCommandKind(name: string): name is AssistantCommandKind {
  return Object.hasOwn(commandDefinitions, name);
}

/** The kinds of command that change the plan (and become a plan version). */
export type PlanChangeKind = {
  [K in AssistantCommandKind]: Definitions[K]['changesPlan'] extends true ? K : never;
}[AssistantCommandKind];
export const planChangeKinds = commandKinds.filter(
  (kind): kind is PlanChangeKind => commandDefinitions[kind].changesPlan,
);

/** What a chat message's action records: a change of the plan, or an undo (a version restored). */
export const assistantActionTypes: readonly (PlanChangeKind | 'undo')[] = [...planChangeKinds, 'undo'];
export type AssistantActionType = (typeof assistantActionTypes)[number];

/** The definition seen through the whole union (TypeScript cannot pair a kind with its own). */
interface AnyDefinition {
  readonly schema: z.ZodObject;
  readonly mapRefs?: (command: AssistantCommand, map: RefMap) => AssistantCommand | undefined;
  readonly lastMentioned?: (command: AssistantCommand) => ObjectRef | undefined;
  readonly addedCodes?: (command: AssistantCommand) => readonly string[];
}
const definitionOf = (kind: AssistantCommandKind): AnyDefinition =>
  commandDefinitions[kind] as unknown as AnyDefinition;

/** The command with each object reference mapped; undefined when one it needs maps to nothing. */
export function mapCommandRefs(command: AssistantCommand, map: RefMap): AssistantCommand | undefined {
  const mapRefs = definitionOf(command.kind).mapRefs;
  return mapRefs === undefined ? command : mapRefs(command, map);
}

/** The object a following "it" would mean: the last one the command names. */
export function lastMentioned(command: AssistantCommand): ObjectRef | undefined {
  return definitionOf(command.kind).lastMentioned?.(command);
}

/** The catalog codes the command adds to the plan. */
export function addedCodes(command: AssistantCommand): readonly string[] {
  return definitionOf(command.kind).addedCodes?.(command) ?? [];
}

/** A tool call's arguments as a checked command of that kind; undefined when they do not fit. */
export function parseCommand(kind: AssistantCommandKind, args: unknown): AssistantCommand | undefined {
  const parsed = definitionOf(kind).schema.safeParse(args);
  return parsed.success ? (parsed.data as AssistantCommand) : undefined;
}

export type { DeepReadonly } from './deep-readonly.js';
export {
  compassPoints,
  mapPlacementRef,
  objectRefSchema,
  placementSchema,
  sizeChangeSchema,
  type CompassPoint,
  type ObjectRef,
  type Placement,
  type RefMap,
  type SizeChange,
} from './vocabulary.js';
