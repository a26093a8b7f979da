import { assistantCommandSchemas } from '@plotplan/contract';
import type { AssistantCommandKind, LandscapeObject } from '@plotplan/domain';
import { z } from 'zod';

// The assistant's commands as OpenAI-style tools: one function per command kind, its parameters
// the JSON Schema of the contract's zod schema (without `kind`, which the function name carries).

const descriptions: Record<AssistantCommandKind, string> = {
  add: 'Add objects from the catalog to the plan, optionally placed on a side of the plot, relative to an object or in the sunniest spot.',
  move: 'Move objects: to a side of the plot, near / away from / beside an object, to the sunniest spot, or shifted by metres.',
  rotate: 'Rotate objects by degrees, counter-clockwise as seen on the plan (90 when unspecified).',
  resize: 'Make objects bigger or smaller (scale factor) or set their size in metres.',
  remove: 'Remove objects from the plan.',
  swap: 'Swap the places of two objects.',
  regenerate: 'Lay the whole plan out anew, keeping the given objects exactly where they are.',
  lay_paths:
    "Lay the plan's paths anew: a main path from the gate to the house and garden paths on to every building and the beds.",
  explain: 'Explain the rule violations of an object (why it is red), or of the whole plan.',
  sun_hours: 'Report the direct sun hours of an object (or of every object) over the growing season.',
  plot_size: 'Report the size of the plot: area, perimeter, dimensions, built-up share.',
  undo: 'Undo the last change of the plan (restores the previous plan version).',
  help: 'Say what the assistant can do.',
};

export interface ChatTool {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: unknown };
}

export const commandKinds = Object.keys(assistantCommandSchemas) as AssistantCommandKind[];

export function isCommandKind(name: string): name is AssistantCommandKind {
  return (commandKinds as string[]).includes(name);
}

interface ObjectJsonSchema {
  readonly properties?: Record<string, unknown>;
  readonly required?: readonly string[];
}

/** The command's JSON Schema without `kind` (the function's name says it). */
function parametersOf(kind: AssistantCommandKind): Record<string, unknown> {
  const schema = z.toJSONSchema(assistantCommandSchemas[kind], { io: 'input' }) as ObjectJsonSchema &
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
      description: descriptions[kind],
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
