import { edgeLengths } from '../geometry/index.js';
import { openingSpan } from '../model/entrances.js';
import type { EdgeKind, Plot } from '../model/plot.js';

/** Lets a wicket touch the gate's post or the edge's corner (a stored t's rounding). */
const TOLERANCE_M = 0.005;

/** What is wrong with a set wicket, for messages in the UI's own words. */
export type WicketIssue =
  | { readonly kind: 'no-edge'; readonly edge: number }
  | { readonly kind: 'off-street'; readonly edge: number; readonly edgeKind: EdgeKind }
  | { readonly kind: 'past-edge'; readonly edge: number }
  | { readonly kind: 'overlaps-gate'; readonly edge: number };

/** A plot problem (plot-problems.ts) with what it is about. */
export interface WicketProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly issue: WicketIssue;
}

/**
 * A set wicket (issue 25) must stand on a street or driveway edge, wholly within it, and clear of the
 * vehicle gate's opening (a wicket in the gate's opening is the one derived when none is set). Works
 * on either winding and with a closing vertex: edges as numbered in `plot`.
 */
export function wicketProblems(
  plot: Pick<Plot, 'boundary' | 'edges' | 'entrance' | 'wicket'>,
): WicketProblem[] {
  const wicket = plot.wicket;
  if (wicket === undefined || plot.boundary.length < 2) return [];
  const { edge } = wicket;
  const length = edgeLengths(plot.boundary)[edge];
  const edgeKind = plot.edges[edge]?.kind;
  if (length === undefined || edgeKind === undefined) {
    return [
      { path: ['wicket', 'edge'], message: `There is no edge ${edge}.`, issue: { kind: 'no-edge', edge } },
    ];
  }
  if (edgeKind !== 'street' && edgeKind !== 'driveway') {
    return [
      {
        path: ['wicket', 'edge'],
        message: `The wicket must be on a street or driveway side, not on a ${edgeKind} side.`,
        issue: { kind: 'off-street', edge, edgeKind },
      },
    ];
  }
  const [from, to] = openingSpan(wicket, length);
  if (from < -TOLERANCE_M || to > length + TOLERANCE_M) {
    return [
      {
        path: ['wicket', 't'],
        message: `The wicket must lie within edge ${edge}: move it along the side or make it narrower.`,
        issue: { kind: 'past-edge', edge },
      },
    ];
  }
  const gate = plot.entrance;
  if (gate !== undefined && gate.edge === edge) {
    const [gateFrom, gateTo] = openingSpan(gate, length);
    if (from < gateTo - TOLERANCE_M && gateFrom < to - TOLERANCE_M) {
      return [
        {
          path: ['wicket', 't'],
          message: `The wicket overlaps the vehicle gate on edge ${edge}: place it beside the gate.`,
          issue: { kind: 'overlaps-gate', edge },
        },
      ];
    }
  }
  return [];
}
