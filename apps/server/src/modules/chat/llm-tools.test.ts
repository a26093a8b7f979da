import { describe, expect, it } from 'vitest';
import { commandDefinitions, placementSchema } from '@plotplan/assistant';
import { assistantTools } from './llm-tools.js';

// The LLM's tools are the assistant's command schemas as JSON Schema: each a plain object schema,
// and the placements they accept include the sunniest spot (issue 14).

interface JsonSchema {
  readonly type?: string;
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly const?: unknown;
}

const kindsOf = (schema: JsonSchema | undefined): unknown[] =>
  [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].map((s) => s.properties?.kind?.const);

describe('assistantTools', () => {
  it('has one object-schema tool per command, without the kind', () => {
    const tools = assistantTools();
    expect(tools.map((t) => t.function.name)).toEqual(Object.keys(commandDefinitions));
    for (const tool of tools) {
      const parameters = tool.function.parameters as JsonSchema;
      expect(parameters.type, tool.function.name).toBe('object');
      expect(parameters.properties?.kind).toBeUndefined();
      expect(parameters.required ?? []).not.toContain('kind');
      expect(JSON.parse(JSON.stringify(parameters))).toEqual(parameters);
    }
  });

  it('offers the sunniest spot as a placement for add and move', () => {
    for (const name of ['add', 'move']) {
      const tool = assistantTools().find((t) => t.function.name === name);
      const placement = (tool?.function.parameters as JsonSchema).properties?.placement;
      expect(kindsOf(placement), name).toEqual(['side', 'near', 'away_from', 'beside', 'shift', 'sunniest']);
    }
    expect(placementSchema.parse({ kind: 'sunniest' })).toEqual({ kind: 'sunniest' });
    expect(placementSchema.safeParse({ kind: 'sunny' }).success).toBe(false);
  });
});
