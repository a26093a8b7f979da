import { commandDefinitions, commandKinds, type AssistantCommandKind } from '@plotplan/assistant';
import type { LandscapeObject } from '@plotplan/domain';
import { z } from 'zod';

// The assistant's commands as OpenAI-style tools: one function per command kind, its description and
// parameters those of the command's definition in @plotplan/assistant (the parameters the JSON Schema
// of its zod schema, without `kind`, which the function name carries).

export interface ChatTool {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: unknown };
}

interface ObjectJsonSchema {
  readonly properties?: Record<string, unknown>;
  readonly required?: readonly string[];
}

/** The command's JSON Schema without `kind` (the function's name says it). */
function parametersOf(kind: AssistantCommandKind): Record<string, unknown> {
  const schema = z.toJSONSchema(commandDefinitions[kind].schema, { io: 'input' }) as ObjectJsonSchema &
    Record<string, unknown>;
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([k]) => k !== 'kind'),
  );
  const required = (schema.required ?? []).filter((k) => k !== 'kind');
  return { ...schema, properties, required };
}

export function assistantTools(): ChatTool[] {
  return commandKinds.map((kind) => ({
    type: 'function',
    function: {
      name: kind,
      description: commandDefinitions[kind].description,
      parameters: parametersOf(kind),
    },
  }));
}

export function systemPrompt(catalog: readonly LandscapeObject[]): string {
  const lines = catalog.map((o) => `- ${o.code}: ${o.name} (${o.width} x ${o.depth} m)`);
  return [
    'You are the assistant of Plotplan, a site-planning tool for a land plot. The user talks about their',
    'current plan. Act only through the tools; each tool call is one change or question. Refer to objects',
    'by catalog codes only, from this list (never invent one; if the user wants something not in it,',
    'answer in text that the catalog does not have it):',
    ...lines,
    'Directions are compass directions relative to true north (north, north_east, ..., west).',
    'In an object reference, `codes` lists every catalog code the user could mean, `noun` is their word.',
    'If the request is unclear or not about the plan, answer briefly in text without calling a tool.',
  ].join('\n');
}
