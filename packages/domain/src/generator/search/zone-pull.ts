import { boxGap } from '../../rules/spatial-grid.js';
import type { Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import type { Layout } from './layout.js';
import { GATE_CLEAR_M, PRIVACY_M } from '../goals/design-goals.js';
import type { ZoneMap } from '../zones/zones.js';

// How construction leans each object toward its zone (zones.ts). The soft goals alone move an
// object too little against the candidates' random spread (one goal of many, averaged over many
// objects), so a placed object also earns up to ZONE_WEIGHT for sitting in its zone: enough to
// beat the spread, not enough to beat a rule (an error costs 100).

/** Worth of sitting fully in the zone, in value units (the construct's noise spreads up to 1.5). */
export const ZONE_WEIGHT = 4;
/**
 * A kitchen-garden object joins the block: full credit within a walk's width (1 m) of an object
 * of the block already placed, none BLOCK_FADE_M beyond.
 */
const BLOCK_WALK_M = 1;
const BLOCK_FADE_M = 5;
/** A living-zone object (terrace, gazebo, playground) by the house: full credit this near, none 10 m on. */
const HOUSE_NEAR_M = 3;
const HOUSE_FADE_M = 10;

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The least box gap from `b` to any of `others` (Infinity when there are none). */
function gapTo(b: Body, others: readonly Body[]): number {
  let gap = Infinity;
  for (const o of others) gap = Math.min(gap, boxGap(b.box, o.box));
  return gap;
}

/**
 * The zone bonus of `item` at a body, 0..ZONE_WEIGHT (0 for an object with no zone). A garden object
 * also joins the block begun (and lies along the row direction), a living-zone object keeps
 * by the house and away from the street.
 */
export function zonePull(layout: Layout, zones: ZoneMap, item: Item): (b: Body) => number {
  const pull = inZone(layout, zones, item);
  const front = zones.front;
  if (front === undefined || item.tags.has('hardscape') || item.tags.has('ground_cover')) return pull;
  // Everything else keeps the way in from the gate clear.
  const gate = { minX: front[0], minY: front[1], maxX: front[0], maxY: front[1] };
  return (b) => pull(b) - ZONE_WEIGHT * (1 - clamp01(boxGap(b.box, gate) / GATE_CLEAR_M));
}

function inZone(layout: Layout, zones: ZoneMap, item: Item): (b: Body) => number {
  const zone = item.zone;
  if (zone === undefined) return () => 0;
  const near: Body[] = [];
  const kin = (j: number): boolean => {
    const other = layout.items[j] as Item;
    return zone === 'garden' ? other.zone === 'garden' : other.tags.has('dwelling');
  };
  if (zone === 'garden' || zone === 'living') {
    layout.bodies.forEach((b, j) => {
      if (b !== undefined && j !== item.index && kin(j)) near.push(b);
    });
  }
  const fit = (b: Body): number => zones.fit(zone, b.x, b.y);
  if (zone === 'living') {
    return (b) => {
      const gap = gapTo(b, near);
      const house = gap === Infinity ? 1 : 1 - clamp01((gap - HOUSE_NEAR_M) / HOUSE_FADE_M);
      const privacy = clamp01(zones.streetDistance(b.x, b.y) / PRIVACY_M);
      return ZONE_WEIGHT * (0.3 * fit(b) + 0.4 * house + 0.3 * privacy);
    };
  }
  if (zone !== 'garden') return (b) => ZONE_WEIGHT * fit(b);
  const row = (b: Body): number =>
    item.shape === 'circle' ? 1 : zones.rowFit(item.width, item.depth, b.rotation_deg);
  if (near.length === 0) return (b) => ZONE_WEIGHT * (0.7 * fit(b) + 0.3 * row(b));
  return (b) => {
    const join = 1 - clamp01((gapTo(b, near) - BLOCK_WALK_M) / BLOCK_FADE_M);
    return ZONE_WEIGHT * (0.15 * fit(b) + 0.6 * join + 0.25 * row(b));
  };
}
