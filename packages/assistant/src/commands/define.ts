import type { z } from 'zod';
import type { DeepReadonly } from './deep-readonly.js';
import type { ObjectRef, RefMap } from './vocabulary.js';

// What one assistant command is, in one place: its zod schema (the LLM tool's parameters and the
// check of a tool call), the type derived from it, the tool's description, whether it changes the
// plan, and the hooks that walk its object references. `commands/index.ts` lists every definition;
// the command union, the plan-changing kinds, the LLM tool list and the stored action types are
// derived from that list. The executor of each kind is paired with it in `execute/command.ts`.

export interface CommandDefinition<S extends z.ZodObject, C extends boolean> {
  readonly schema: S;
  /** The LLM tool's description: what the command does, in a sentence. */
  readonly description: string;
  /** Whether carrying it out makes a new plan version (an action of the chat message). */
  readonly changesPlan: C;
  /**
   * The command with each object reference mapped ("it" resolved by the interpreter, catalog codes
   * checked by the LLM backend); undefined when a reference it needs maps to nothing. Left out when
   * the command refers to no object.
   */
  readonly mapRefs?: (command: DeepReadonly<z.infer<S>>, map: RefMap) => DeepReadonly<z.infer<S>> | undefined;
  /** The object a following "it" would mean: the last one the command names (the interpreter's). */
  readonly lastMentioned?: (command: DeepReadonly<z.infer<S>>) => ObjectRef | undefined;
  /** The catalog codes it adds (each must be in the catalog). Left out when it adds nothing. */
  readonly addedCodes?: (command: DeepReadonly<z.infer<S>>) => readonly string[];
}

export function defineCommand<S extends z.ZodObject, C extends boolean>(
  definition: CommandDefinition<S, C>,
): CommandDefinition<S, C> {
  return definition;
}
