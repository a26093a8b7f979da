import { lengthsInFeet, nothingPlacedText, notPlacedText, type Locale } from '@plotplan/contract';
import {
  russianObjectNames,
  type NotPlacedReason,
  russianViolationMessage,
  rulePacks,
  unitSystemOf,
  type EdgeKind,
  type RulePackId,
  type UnitSystem,
} from '@plotplan/domain';

// A project's or generation's findings in Russian: each violation's message said again from its
// numbers (the checker writes English), the objects by their labels or Russian catalog names, the
// sides by their kind, the citation as the Russian code is written. Not-placed objects' reasons are
// said in Russian from their codes. On an imperial plot the findings' distances are in feet and
// inches, in either language.

interface PlanLike {
  readonly objects?: readonly { id?: unknown; landscape_object?: unknown; label?: unknown }[];
}
interface ViolationLike {
  readonly rule_id: string;
  readonly object_ids: readonly string[];
  readonly edge?: number;
  readonly severity: 'error' | 'warning';
  readonly required_m: number;
  readonly actual_m: number;
  readonly shortfall_m: number;
  readonly message: string;
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

/** The plot's unit system, as the domain reads it from the stored fields. */
const unitsOf = (plot: Record<string, unknown> | undefined): UnitSystem =>
  plot === undefined
    ? 'metric'
    : unitSystemOf({
        ...(plot['units'] === 'imperial' || plot['units'] === 'metric' ? { units: plot['units'] } : {}),
        rule_pack: plot['rule_pack'] as RulePackId,
      });

function localizeOne(body: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const violations = body['violations'];
  const plan = (body['actual_plan'] ?? body['plan']) as PlanLike | null | undefined;
  if (!Array.isArray(violations) || !isRecord(plan ?? {})) return body;
  const plot = isRecord(body['plot']) ? body['plot'] : undefined;
  const imperial = unitsOf(plot) === 'imperial';
  const inUnits = (text: string, v: ViolationLike) =>
    imperial ? lengthsInFeet(text, [v.required_m, v.actual_m, v.shortfall_m]) : text;
  if (locale === 'en') {
    if (!imperial) return body;
    const inFeet = (violations as ViolationLike[]).map((v) => ({ ...v, message: inUnits(v.message, v) }));
    return { ...body, violations: inFeet };
  }
  const edges = Array.isArray(plot?.['edges']) ? (plot['edges'] as { kind?: EdgeKind }[]) : [];
  const pack = rulePacks[(plot?.['rule_pack'] as RulePackId | undefined) ?? 'ru-snt'];
  const nameOf = namesOf(plan);
  const localized = (violations as ViolationLike[]).map((v) => {
    const other = nameOf(v.object_ids[1]);
    const edgeKind = v.edge === undefined ? undefined : edges[v.edge]?.kind;
    const rule = plot === undefined ? undefined : pack?.rules.find((r) => r.id === v.rule_id);
    const message = russianViolationMessage(
      { ...v, at: { x: 0, y: 0 } },
      {
        subject: nameOf(v.object_ids[0]) ?? '',
        ...(other === undefined ? {} : { other }),
        ...(edgeKind === undefined ? {} : { edgeKind }),
      },
      rule,
    );
    return { ...v, message: inUnits(message, v) };
  });
  const notPlaced = Array.isArray(body['not_placed']) ? (body['not_placed'] as NotPlacedLike[]) : undefined;
  const reasons = notPlaced?.map((n) => russianReason(n, plot === undefined ? undefined : unitsOf(plot)));
  const failedForAll = body['status'] === 'failed' && notPlaced !== undefined && notPlaced.length > 0;
  return {
    ...body,
    violations: localized,
    ...(notPlaced === undefined
      ? {}
      : { not_placed: notPlaced.map((n, i) => ({ ...n, reason: reasons?.[i] ?? '' })) }),
    // Nothing could be placed: the failure says why in the reasons' words.
    ...(failedForAll && reasons !== undefined ? { error: nothingPlacedText(reasons, 'ru') } : {}),
  };
}

interface NotPlacedLike {
  readonly landscape_object?: string;
  readonly reason?: string;
  readonly because?: NotPlacedReason;
}

/** A length in feet and inches in a reason's words: 9' 10". */
const FEET = /\d+' \d+"/;

/**
 * A left-out object's reason in Russian: from its code, or (a generation stored before the codes)
 * named in Russian around its English. Its distances in the plot's units: a generation's body has
 * no plot, but its English reason was said in them (generationView), feet and inches or metres.
 */
function russianReason(n: NotPlacedLike, units: UnitSystem | undefined): string {
  const inUnits = units ?? (FEET.test(n.reason ?? '') ? 'imperial' : 'metric');
  if (n.because !== undefined) return notPlacedText(n.because, 'ru', inUnits);
  const code = n.landscape_object ?? '';
  return `Не размещено: ${russianObjectNames[code] ?? code} (${n.reason ?? ''})`;
}

/**
 * A project, a generation or a list of generations with their findings in the language (Russian
 * said again from the numbers; English as the checker wrote it), in feet on an imperial plot.
 */
export function localizePlanFindings(body: unknown, locale: Locale): unknown {
  if (Array.isArray(body)) return body.map((item) => (isRecord(item) ? localizeOne(item, locale) : item));
  return isRecord(body) ? localizeOne(body, locale) : body;
}
