import type { Point } from '../geometry/index.js';
import { feetAndInchesText, type EdgeKind, type UnitSystem } from '../model/plot.js';
import type { PlanItem } from './plan-items.js';
import type { PlanPoint, Rule, Violation } from './types.js';

/** Rounded to 1 mm for the numeric fields (and never -0). */
export function mm(x: number): number {
  const r = Math.round(x * 1000) / 1000;
  return r === 0 ? 0 : r;
}

/** A distance for a message: to 1 cm, without trailing zeros ("6.2", "8", "0.05"). */
export function metres(x: number): string {
  const r = Math.round(x * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** How a message says a length: "6.2 m", or 20' 4" on a plot measured in feet. */
export type LengthWords = (metres: number) => string;

/** "6.2 m": to 1 cm, the metric wording. */
const metricWords: LengthWords = (x) => `${metres(x)} m`;

/**
 * The plot's units' words for a length: a finding is said in them where it is made, from its
 * numbers, so no later step rewrites a finished sentence. Feet are the domain's one whole-inch
 * wording, the same the drawings and the DXF use.
 */
export const lengthWords = (units: UnitSystem): LengthWords =>
  units === 'imperial' ? feetAndInchesText : metricWords;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The item as the subject of a sentence ("Sauna", "Granny's cottage"). */
export function subject(item: PlanItem): string {
  return item.labelled ? item.name : capitalise(item.name);
}

/** The item as an object of a sentence ("the house", "Granny's cottage"). */
export function object(item: PlanItem): string {
  return item.labelled ? item.name : `the ${item.name.charAt(0).toLowerCase()}${item.name.slice(1)}`;
}

const EDGE_NAMES: Readonly<Record<EdgeKind, string>> = {
  neighbor: 'neighbour boundary',
  street: 'street boundary',
  driveway: 'driveway boundary',
  forest: 'forest edge',
  water: 'water side',
  field: 'field side',
  unknown: 'boundary',
};

/** "the neighbour boundary (side 2)": sides count from 1 for people. */
export function edgeName(kind: EdgeKind, index: number): string {
  return `the ${EDGE_NAMES[kind]} (side ${index + 1})`;
}

/**
 * "SP 53.13330.2019 6.8 requires 8 m (1.8 m short)", naming a project override as such; for a
 * zero requirement (no overlap) the distance to move instead. Lengths in `say`'s units.
 */
export function demand(rule: Rule, required: number, actual: number, say: LengthWords): string {
  const who =
    rule.default_value_m === undefined ? rule.source : `${rule.source} as overridden for this project`;
  if (required < 0)
    return `${who} allows at most ${say(-required)} over it (${say(required - actual)} to clear)`;
  if (required === 0) return `${who} allows no overlap (${say(required - actual)} to clear)`;
  const verb = rule.severity === 'error' ? 'requires' : 'recommends';
  return `${who} ${verb} ${say(required)} (${say(required - actual)} short)`;
}

/** "is 6.2 m from", "touches" or "overlaps ... by 0.4 m" for a signed separation. */
export function relation(actual: number, other: string, say: LengthWords): string {
  if (actual < 0) return `overlaps ${other} by ${say(-actual)}`;
  // Touching is within the centimetre a metric message shows, in either units.
  if (metres(actual) === '0') return `touches ${other}`;
  return `is ${say(actual)} from ${other}`;
}

const point = (p: Point): PlanPoint => ({ x: mm(p[0]), y: mm(p[1]) });

/** What a finding says and where it is drawn: built only for the findings that are reported. */
export interface FindingText {
  readonly message: string;
  readonly at: Point;
  /** From the object to what it is too close to. */
  readonly line?: readonly [Point, Point];
}

export interface Finding {
  readonly rule: Rule;
  readonly objectIds: readonly string[];
  readonly edge?: number;
  readonly required: number;
  readonly actual: number;
  /**
   * The message and drawing hints, on demand: a crowded plan's probes (compliance report) measure
   * tens of thousands of pairs whose words and closest points nobody reads.
   */
  readonly describe: () => FindingText;
}

export function toViolation(f: Finding): Violation {
  const { message, at, line } = f.describe();
  return {
    rule_id: f.rule.id,
    severity: f.rule.severity,
    message,
    object_ids: f.objectIds,
    ...(f.edge === undefined ? {} : { edge: f.edge }),
    required_m: mm(f.required),
    actual_m: mm(f.actual),
    shortfall_m: mm(f.required - f.actual),
    at: point(at),
    ...(line === undefined ? {} : { line: { from: point(line[0]), to: point(line[1]) } }),
  };
}

export const midpoint = (p: Point, q: Point): Point => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
