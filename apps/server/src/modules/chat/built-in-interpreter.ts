import { parseRequest } from '@plotplan/assistant';
import type { InterpretInput, Interpretation, Interpreter } from './interpreter.js';

/** The offline English interpreter of @plotplan/assistant: the default, and the LLM's fallback. */
export class BuiltInInterpreter implements Interpreter {
  interpret({ text, catalog }: InterpretInput): Promise<Interpretation> {
    return Promise.resolve(parseRequest(text, catalog));
  }
}
