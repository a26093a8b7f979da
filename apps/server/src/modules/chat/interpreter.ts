import type { ParsedRequest } from '@plotplan/assistant';
import type { LandscapeObject } from '@plotplan/domain';

/** A turn of the conversation so far, for backends that read context. */
export interface ChatTurn {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface InterpretInput {
  readonly text: string;
  readonly catalog: readonly LandscapeObject[];
  /** Earlier messages of the chat, oldest first (not including `text`). */
  readonly history: readonly ChatTurn[];
}

/** What a backend made of a message: commands to run, a problem, or (LLM only) a plain answer. */
export type Interpretation = ParsedRequest | { readonly kind: 'text'; readonly text: string };

/** Turns a user's message into validated commands; the built-in parser or an LLM. */
export interface Interpreter {
  interpret(input: InterpretInput): Promise<Interpretation>;
}
