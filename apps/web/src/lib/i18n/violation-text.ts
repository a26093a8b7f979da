import {
  russianObjectNames,
  russianViolationMessage,
  unitSystemOf,
  type ComplianceRow,
  type Plan,
  type Plot,
  type Violation,
} from '@plotplan/domain';
import type { Locale } from '@plotplan/contract/locale';

type Describe = (v: Violation, row?: Pick<ComplianceRow, 'source'>) => string;

/**
 * A violation in the interface's language: the checker's English message (the checker says it in
 * the plot's units), or the same finding said in Russian from its numbers, with the objects by
 * their labels or Russian catalog names, in the plot's units too.
 */
export function violationText(locale: Locale, plot: Plot, plan: Plan): Describe {
  if (locale === 'en') return (v) => v.message;
  const units = unitSystemOf(plot);
  const nameOf = (id: string | undefined): string | undefined => {
    const o = plan.objects.find((p) => p.id === id);
    if (o === undefined) return undefined;
    const label = o.label?.trim();
    return label !== undefined && label !== ''
      ? label
      : (russianObjectNames[o.landscape_object] ?? o.landscape_object);
  };
  return (v, row) => {
    const other = nameOf(v.object_ids[1]);
    const edgeKind = v.edge === undefined ? undefined : plot.edges[v.edge]?.kind;
    return russianViolationMessage(
      v,
      {
        subject: nameOf(v.object_ids[0]) ?? '',
        ...(other === undefined ? {} : { other }),
        ...(edgeKind === undefined ? {} : { edgeKind }),
      },
      row === undefined ? undefined : { source: row.source },
      units,
    );
  };
}
