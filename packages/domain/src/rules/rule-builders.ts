import type { Rule, Severity } from './types.js';

/** What a pack decides about a rule: the rest (kind, title, selectors) is the rule's definition. */
export interface PackValue {
  readonly source: string;
  readonly value_m: number;
  /** Default 'error'. */
  readonly severity?: Severity;
  readonly note?: string;
}

type PackFields = keyof PackValue | 'default_value_m';
type DefinitionOf<R> = R extends Rule ? Omit<R, PackFields> : never;

/** A rule without what a pack decides about it: its id, kind, title and selectors. */
export type RuleDefinition = DefinitionOf<Rule>;

/** A pack's rule: the definition with the pack's source, severity, value and note. */
export function packRule(definition: RuleDefinition, value: PackValue): Rule {
  const { source, severity = 'error', value_m, note } = value;
  // Keys in the order rules are written everywhere: id, kind, title, the pack's figures, the
  // selectors (assigning the definition again keeps id, kind and title in their places), note.
  return Object.assign(
    { id: definition.id, kind: definition.kind, title: definition.title, source, severity, value_m },
    definition,
    note === undefined ? {} : { note },
  );
}
