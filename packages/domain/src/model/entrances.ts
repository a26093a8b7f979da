import type { Point } from '../geometry/point.js';
import type { Entrance, Plot } from './plot.js';

/** A wicket's usual width (rules-research: 0.8-1.5 m; 1 m takes a wheelbarrow). */
export const WICKET_WIDTH_M = 1;
/** The fence post between a gate and the wicket placed beside it, metres. */
const POST_M = 0.2;

/**
 * The pedestrian wicket (issue 25): as set, else derived from the vehicle gate. A derived wicket
 * shares the gate's opening: people walk in beside the car's place, as they did when a plot had one
 * entrance, so plots stored that way behave as before. Undefined with neither. The one place a
 * derived wicket is worked out: the generator, validation, drawings and exports all ask here.
 */
export function plotWicket(plot: Pick<Plot, 'entrance' | 'wicket'>): Entrance | undefined {
  return plot.wicket ?? plot.entrance;
}

/** Where an opening lies on its edge, metres from the edge's first corner (unclamped). */
export function openingSpan(opening: Entrance, edgeLength: number): readonly [number, number] {
  const middle = opening.t * edgeLength;
  return [middle - opening.width_m / 2, middle + opening.width_m / 2];
}

/**
 * A wicket WICKET_WIDTH_M wide on `edge`: beside the vehicle gate, past a post, when the gate is on
 * that edge (after it, else before it, whichever fits within the edge; beside it after when neither
 * does), else at the edge's middle. For the step that sets one where there was none.
 */
export function wicketBesideGate(plot: Pick<Plot, 'boundary' | 'entrance'>, edge: number): Entrance {
  const n = plot.boundary.length;
  const [a, b] = [plot.boundary[edge], plot.boundary[(edge + 1) % n]] as [Point?, Point?];
  const length = a === undefined || b === undefined ? 0 : Math.hypot(b[0] - a[0], b[1] - a[1]);
  const gate = plot.entrance;
  if (gate === undefined || gate.edge !== edge || length <= 0) {
    return { edge, t: 0.5, width_m: WICKET_WIDTH_M };
  }
  const [from, to] = openingSpan(gate, length);
  const reach = POST_M + WICKET_WIDTH_M / 2;
  const after = to + reach;
  const before = from - reach;
  const middle = after + WICKET_WIDTH_M / 2 <= length || before - WICKET_WIDTH_M / 2 < 0 ? after : before;
  return { edge, t: Math.min(1, Math.max(0, middle / length)), width_m: WICKET_WIDTH_M };
}
