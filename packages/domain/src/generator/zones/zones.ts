import type { Point } from '../../geometry/index.js';
import type { Item, Zone } from '../core/item.js';
import type { PlotFrame } from '../core/plot-frame.js';

// The plot as zones, the way site-planning guides lay out a garden plot: the entry zone by the
// entrance and the street (house behind its setback, parking by the gate), the living zone around
// the house, the kitchen garden in the sunniest part (the south side), the utility zone at the back
// (far from the entrance) and orchard or shade trees toward the north, where their shade falls on
// no bed. Each zone is a 0..1 fit of a point, from two measures of the plot frame: depth (how far
// from the entrance, relative to the farthest corner) and southness.

/**
 * A septic tank within this much of a street or driveway edge: a vacuum truck parks at the fence
 * and its suction hose reaches the tank. Trade guidance gives 4-10 m per hose section and trucks
 * carry several; 10 m is a stated convention that any truck meets with its first section or two.
 */
export const SEPTIC_REACH_M = 10;

/** The entry zone reaches this share of the plot's depth from the entrance; fit fades to 0 by 0.6. */
const ENTRY_DEPTH = 0.2;
/** The utility zone starts here (fit 0) and is full from UTILITY_FULL on. */
const UTILITY_START = 0.3;
const UTILITY_FULL = 0.7;

/** Parking and a carport: full fit within this share of the depth (by the gate). */
const PARKING_DEPTH = 0.1;
/** A septic tank this far from the street fence or more (SP 53.13330.2019 6.3: 2 m, plus a margin). */
const SEPTIC_OFF_FENCE_M = 2.5;

/**
 * The well keeps this far from a street or driveway fence for full fit (issue 25; a stated
 * convention): a shaft well takes in what soaks from the surface around it, and the street side
 * carries road dust, de-icing salt and the oil of the cars parked by the gate; 8 m is the packs'
 * own distance from a well to a toilet or compost heap, the other surface sources.
 */
export const WELL_BACK_M = 8;

/** The kitchen garden keeps this far from a street or driveway fence for full fit. */
const GARDEN_BACK_M = 5;

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Which zone an object belongs to, by its catalog tags (and code where the tags do not tell). */
export function zoneOf(item: Pick<Item, 'code' | 'tags'>): Zone | undefined {
  const has = (t: string): boolean => item.tags.has(t);
  if (has('septic')) return 'septic';
  if (has('garage') || has('parking') || has('driveway') || item.code === 'carport') return 'parking';
  if (has('dwelling')) return 'entry';
  if (has('toilet') || has('livestock') || has('beehive') || item.code === 'woodshed') return 'utility';
  if (has('well')) return 'well';
  if (has('bed') || has('greenhouse') || has('compost') || item.code.startsWith('berry_')) return 'garden';
  if (has('terrace') || has('recreation') || has('play') || has('pool')) return 'living';
  if (has('tree')) return 'orchard';
  return undefined;
}

/** The objects that make up the kitchen-garden block (beds, greenhouses, berry rows, compost). */
export function inGardenBlock(item: Pick<Item, 'code' | 'tags'>): boolean {
  return zoneOf(item) === 'garden' && !item.tags.has('well');
}

export class ZoneMap {
  /** Where people come in (PlotFrame.front). */
  readonly front: Point | undefined;
  private readonly depthScale: number;
  private readonly southMin: number;
  private readonly southSpan: number;
  /** Street and driveway edges: where people and vehicles come from. */
  readonly streets: readonly (readonly [Point, Point])[];
  /**
   * Unit direction for the long sides of beds and rows: north-south, or the plot's axis when the
   * plot is more than twice as long as wide (rows then run along it, whatever the compass says).
   */
  readonly rowAxis: readonly [number, number];

  constructor(private readonly frame: PlotFrame) {
    this.front = frame.front;
    const f = frame.front;
    this.depthScale =
      f === undefined ? 1 : Math.max(1e-9, ...frame.ring.map((p) => Math.hypot(p[0] - f[0], p[1] - f[1])));
    const proj = frame.ring.map((p) => p[0] * frame.south[0] + p[1] * frame.south[1]);
    this.southMin = Math.min(...proj);
    this.southSpan = Math.max(1e-9, Math.max(...proj) - this.southMin);
    this.streets = frame.edges
      .filter((e) => e.kind === 'street' || e.kind === 'driveway')
      .map((e) => [e.a, e.b] as const);
    const [w, h] = [frame.box.maxX - frame.box.minX, frame.box.maxY - frame.box.minY];
    const axis = (frame.axisDeg * Math.PI) / 180;
    this.rowAxis = Math.max(w, h) > 2 * Math.min(w, h) ? [Math.cos(axis), Math.sin(axis)] : frame.south;
  }

  /** 1 when a w x d footprint turned by rotation_deg has its long side along rowAxis, 0 across. */
  rowFit(width: number, depth: number, rotation_deg: number): number {
    if (width === depth) return 1;
    const turn = ((rotation_deg + (width >= depth ? 0 : 90)) * Math.PI) / 180;
    return Math.abs(Math.cos(turn) * this.rowAxis[0] + Math.sin(turn) * this.rowAxis[1]);
  }

  /** 0 at the entrance, 1 at the plot's farthest corner from it (0.5 everywhere without one). */
  depth(x: number, y: number): number {
    const f = this.front;
    if (f === undefined) return 0.5;
    const [dx, dy] = [x - f[0], y - f[1]];
    return Math.sqrt(dx * dx + dy * dy) / this.depthScale;
  }

  /** 0 on the plot's northernmost point, 1 on its southernmost. */
  southness(x: number, y: number): number {
    const [sx, sy] = this.frame.south;
    return clamp01((x * sx + y * sy - this.southMin) / this.southSpan);
  }

  /** The least distance from (x, y) to a street or driveway edge (Infinity when there is none). */
  streetDistance(x: number, y: number): number {
    // Inline point-to-segment distance: this runs for every candidate and every scoring.
    let d2 = Infinity;
    for (const [a, b] of this.streets) {
      const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
      const len2 = ex * ex + ey * ey;
      const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - a[0]) * ex + (y - a[1]) * ey) / len2));
      const [dx, dy] = [x - a[0] - t * ex, y - a[1] - t * ey];
      d2 = Math.min(d2, dx * dx + dy * dy);
    }
    return Math.sqrt(d2);
  }

  /** How well an object of `zone` centred at (x, y) sits in its zone, 0..1. */
  fit(zone: Zone, x: number, y: number): number {
    switch (zone) {
      case 'entry':
        return this.front === undefined ? 1 : 1 - clamp01((this.depth(x, y) - ENTRY_DEPTH) / 0.4);
      case 'parking':
        // By the gate: a car goes no farther in than it must.
        return this.front === undefined ? 1 : 1 - clamp01((this.depth(x, y) - PARKING_DEPTH) / 0.3);
      case 'living':
        // Around the house, not out in the utility corner.
        return 1 - clamp01((this.depth(x, y) - 0.55) / 0.35);
      case 'garden':
        // Sunny, and a little back from the street fence (dust, and the gate's traffic).
        return 0.75 * this.southness(x, y) + 0.25 * clamp01(this.streetDistance(x, y) / GARDEN_BACK_M);
      case 'well':
        // On the garden side, well back from the street fence and so from the parking by the gate.
        return 0.3 * this.southness(x, y) + 0.7 * clamp01(this.streetDistance(x, y) / WELL_BACK_M);
      case 'utility':
        return this.front === undefined
          ? 1
          : clamp01((this.depth(x, y) - UTILITY_START) / (UTILITY_FULL - UTILITY_START));
      case 'orchard':
        return 1 - this.southness(x, y);
      case 'septic': {
        // Within the hose's reach, yet off the fence (the codes ask 2 m or more from a boundary).
        const d = this.streetDistance(x, y);
        if (d === Infinity) return 1;
        return d < SEPTIC_OFF_FENCE_M
          ? d / SEPTIC_OFF_FENCE_M
          : 1 - clamp01((d - SEPTIC_REACH_M) / SEPTIC_REACH_M);
      }
    }
  }
}
