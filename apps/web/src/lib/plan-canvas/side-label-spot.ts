import type { Entrance, Plot } from '@plotplan/domain';

/** Room kept between a side's length label and the gate drawn on that side, metres. */
const GATE_CLEARANCE_M = 0.5;

/**
 * Where along a side (0..1 from its first corner) its length label goes: the middle, unless the
 * entrance on that side covers it (the label was painted over the gate); then the middle of the
 * longer stretch of fence beside the gate.
 */
export function sideLabelSpot(side: number, length: number, entrance: Entrance | undefined): number {
  if (entrance === undefined || entrance.edge !== side || length <= 0) return 0.5;
  const start = entrance.t * length - entrance.width_m / 2 - GATE_CLEARANCE_M;
  const end = entrance.t * length + entrance.width_m / 2 + GATE_CLEARANCE_M;
  if (length / 2 < start || length / 2 > end) return 0.5;
  const before = Math.max(0, start);
  const after = Math.max(0, length - end);
  if (before === 0 && after === 0) return 0.5;
  return before >= after ? before / 2 / length : (end + after / 2) / length;
}

/**
 * What a side's length label keeps clear of on side `side` (`length` metres long): the gate, a wicket
 * set on it, or one span over both when both are there.
 */
export function sideOpening(
  plot: Pick<Plot, 'entrance' | 'wicket'>,
  side: number,
  length: number,
): Entrance | undefined {
  const spans = [plot.entrance, plot.wicket]
    .filter((o): o is Entrance => o !== undefined && o.edge === side)
    .map((o) => [o.t * length - o.width_m / 2, o.t * length + o.width_m / 2] as const);
  if (spans.length === 0 || length <= 0) return undefined;
  const from = Math.min(...spans.map((s) => s[0]));
  const to = Math.max(...spans.map((s) => s[1]));
  return { edge: side, t: (from + to) / 2 / length, width_m: to - from };
}
