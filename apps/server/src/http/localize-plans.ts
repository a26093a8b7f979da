import type { Locale, ViolationBody } from '@plotplan/contract';
import {
  packForPlot,
  russianObjectNames,
  russianViolationMessage,
  unitSystemOf,
  type Plot,
} from '@plotplan/domain';

// A plan's findings in Russian, said where the plot is known: each violation's message said again
// from its numbers (the checker writes English), the objects by their labels or Russian catalog
// names, the sides by their kind, the citation as the Russian code is written, the lengths in the
// plot's units. English needs nothing here: the checker already says it in the plot's units.

/** What of the plot a finding's words need: its sides, its pack (with overrides) and its units. */
export type FindingsPlot = Pick<Plot, 'edges' | 'rule_pack' | 'rule_overrides' | 'units'>;

interface PlanLike {
  readonly objects?: readonly { id?: unknown; landscape_object?: unknown; label?: unknown }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function namesOf(plan: PlanLike | null | undefined): (id: string | undefined) => string | undefined {
  const objects = plan?.objects ?? [];
  return (id) => {
    const o = objects.find((p) => p.id === id);
    if (o === undefined) return undefined;
    if (typeof o.label === 'string' && o.label.trim() !== '') return o.label.trim();
    const code = typeof o.landscape_object === 'string' ? o.landscape_object : '';
    return russianObjectNames[code] ?? code;
  };
}

/** Violations in the language: English as the checker said them, Russian said again from their numbers. */
export function violationsInLanguage<V extends ViolationBody>(
  violations: readonly V[],
  plan: PlanLike | null | undefined,
  plot: FindingsPlot,
  locale: Locale,
): V[] {
  if (locale === 'en') return [...violations];
  const units = unitSystemOf(plot);
  const pack = packForPlot(plot as Plot);
  const nameOf = namesOf(plan);
  return violations.map((v) => {
    const other = nameOf(v.object_ids[1]);
    const edgeKind = v.edge === undefined ? undefined : plot.edges[v.edge]?.kind;
    const message = russianViolationMessage(
      { ...v, at: { x: 0, y: 0 } },
      {
        subject: nameOf(v.object_ids[0]) ?? '',
        ...(other === undefined ? {} : { other }),
        ...(edgeKind === undefined ? {} : { edgeKind }),
      },
      pack.rules.find((r) => r.id === v.rule_id),
      units,
    );
    return { ...v, message };
  });
}

/** A project body in Russian: its own plot says its sides, pack and units. */
function localizeProject(body: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const plot = body['plot'];
  const violations = body['violations'];
  if (!isRecord(plot) || !Array.isArray(plot['edges']) || !Array.isArray(violations)) return body;
  const plan = (body['actual_plan'] ?? body['plan']) as PlanLike | null | undefined;
  const said = violationsInLanguage(
    violations as ViolationBody[],
    plan,
    plot as unknown as FindingsPlot,
    locale,
  );
  return { ...body, violations: said };
}

/**
 * A project (or a list of them) with its findings in the language. Only a body that carries its
 * plot is touched: a generation or a page of violations is said in its plot's words by its module
 * (generationView, the project service), where the plot is known.
 */
export function localizePlanFindings(body: unknown, locale: Locale): unknown {
  if (locale === 'en') return body;
  if (Array.isArray(body)) return body.map((item) => (isRecord(item) ? localizeProject(item, locale) : item));
  return isRecord(body) ? localizeProject(body, locale) : body;
}
