import { parseRequest } from '@plotplan/domain';
import type { InterpretInput, Interpretation, Interpreter } from './interpreter.js';

/** The offline English interpreter of @plotplan/domain: the default, and the LLM's fallback. */
export class BuiltInInterpreter implements Interpreter {
  interpret({ text, catalog }: InterpretInput): Promise<Interpretation> {
    return Promise.resolve(parseRequest(text, catalog));
  }
}
