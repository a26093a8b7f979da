import {
  addedCodes,
  isCommandKind,
  mapCommandRefs,
  parseCommand,
  type AssistantCommand,
  type ObjectRef,
} from '@plotplan/assistant';
import type { LandscapeObject } from '@plotplan/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { InterpretInput, Interpretation, Interpreter } from './interpreter.js';
import { assistantTools, systemPrompt } from './llm-tools.js';

export interface LlmSettings {
  readonly url: string;
  readonly key: string | undefined;
  readonly model: string;
}

/** How long the LLM endpoint may take to answer before the built-in interpreter answers instead. */
export const LLM_TIMEOUT_MS = 20_000;
const TEXT_REPLY_MAX = 4000;

// The part of an OpenAI-compatible chat-completions answer we read.
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z
            .array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) }))
            .optional(),
        }),
      }),
    )
    .min(1),
});

/** A reason the endpoint's answer is not used; the built-in interpreter answers instead. */
class LlmFailure extends Error {
  override readonly name = 'LlmFailure';
}

/**
 * Interprets messages with an OpenAI-compatible chat-completions endpoint whose tool calls become the
 * same validated commands the built-in interpreter makes. Any failure (network, status, timeout, a
 * malformed answer, an invalid tool call) falls back to the built-in interpreter.
 */
export class LlmInterpreter implements Interpreter {
  constructor(
    private readonly settings: LlmSettings,
    private readonly fallback: Interpreter,
    private readonly log: FastifyBaseLogger,
  ) {}

  async interpret(input: InterpretInput): Promise<Interpretation> {
    try {
      return await this.ask(input);
    } catch (error) {
      // The key is never logged; the reason and the endpoint's host are enough to act on.
      this.log.warn(
        {
          reason: error instanceof Error ? error.message : String(error),
          host: new URL(this.settings.url).host,
        },
        'LLM endpoint failed; using the built-in assistant',
      );
      return this.fallback.interpret(input);
    }
  }

  private async ask(input: InterpretInput): Promise<Interpretation> {
    const response = await fetch(`${this.settings.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.key === undefined ? {} : { authorization: `Bearer ${this.settings.key}` }),
      },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: systemPrompt(input.catalog) },
          ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
          { role: 'user', content: input.text },
        ],
        tools: assistantTools(),
        tool_choice: 'auto',
      }),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
    if (!response.ok) throw new LlmFailure(`status ${response.status}`);
    const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new LlmFailure('not a chat-completions answer');
    const message = parsed.data.choices[0]?.message;
    const calls = message?.tool_calls ?? [];
    if (calls.length === 0) {
      const text = message?.content?.trim() ?? '';
      if (text === '') throw new LlmFailure('neither tool calls nor text');
      return { kind: 'text', text: text.slice(0, TEXT_REPLY_MAX) };
    }
    const commands = calls.map((call) => toCommand(call.function.name, call.function.arguments));
    return checkCatalog(commands, input.catalog);
  }
}

function toCommand(name: string, args: string): AssistantCommand {
  if (!isCommandKind(name)) throw new LlmFailure(`unknown tool ${name}`);
  let raw: unknown;
  try {
    raw = JSON.parse(args === '' ? '{}' : args);
  } catch {
    throw new LlmFailure(`arguments of ${name} are not JSON`);
  }
  const command = parseCommand(name, { ...(raw as object), kind: name });
  if (command === undefined) throw new LlmFailure(`invalid arguments for ${name}`);
  return command;
}

/**
 * Never invents: an added code must be in the catalog; a reference keeps only catalog codes and
 * gets the catalog's name when the model left its noun blank.
 */
function checkCatalog(commands: AssistantCommand[], catalog: readonly LandscapeObject[]): Interpretation {
  const byCode = new Map(catalog.map((o) => [o.code, o]));
  let unknown: string | undefined;
  const ref = (r: ObjectRef): ObjectRef => {
    const codes = r.codes.filter((c) => byCode.has(c));
    if (codes.length === 0) unknown ??= r.noun === '' ? (r.codes[0] ?? 'object') : r.noun;
    const noun = r.noun === '' ? (byCode.get(codes[0] ?? '')?.name.toLowerCase() ?? '') : r.noun;
    return { ...r, codes, noun };
  };
  const checked = commands.map((c): AssistantCommand => {
    for (const code of addedCodes(c)) if (!byCode.has(code)) unknown ??= code;
    return mapCommandRefs(c, ref) ?? c;
  });
  if (unknown !== undefined) return { kind: 'unknown_object', noun: unknown };
  return { kind: 'commands', commands: checked };
}
