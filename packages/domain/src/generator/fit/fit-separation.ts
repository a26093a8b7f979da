import type { FitGrid } from './fit-grid.js';

/**
 * How far apart two objects can get, for pair rules that ask for more room than packing does (house
 * to toilet 8 m): the widest gap between their spots along 8 directions, 22.5° apart. The true
 * widest gap may lie between two of them (up to 1 / cos 11.25°, about 2 %, more), but a pair that
 * only fits at such a slant, each object wedged into an opposite corner, is one the generator does
 * not find (it places along the plot's lines, on a grid and the setback lines): issue 25's random
 * plot 55 (house and bathhouse 8 m apart, 7.998 m along the best direction, 8.06 m at the exact
 * slant) was called a fit that no variant placed. So the answer is the 8 directions' own.
 */

const DIRECTIONS = [0, 22.5, 45, 67.5, 90, 112.5, 135, 157.5] as const;

/** Where an object may be, as the separation test sees it. */
export interface Reach {
  /** Cells its footprint may cover, or (a tree) where its trunk may stand. */
  readonly mask: Uint8Array;
  /** The trunk's crown radius for a trunk mask; undefined for a footprint mask. */
  readonly radius: number | undefined;
  readonly width: number;
  readonly depth: number;
}

/**
 * From the outermost cell centre of the reach along a direction to the object's inner side: a
 * footprint may stick half a cell past the centre and reaches inwards by its length along the
 * direction (the shorter way round); a crown reaches its radius past the trunk.
 */
function slack(reach: Reach, deg: number, cell: number): number {
  if (reach.radius !== undefined) return -reach.radius;
  const [c, s] = [Math.abs(Math.cos((deg * Math.PI) / 180)), Math.abs(Math.sin((deg * Math.PI) / 180))];
  const length = Math.min(reach.width * c + reach.depth * s, reach.depth * c + reach.width * s);
  return (cell / 2) * (c + s) - length;
}

export class Separation {
  private readonly spans = new Map<Reach, (readonly [number, number])[]>();

  constructor(private readonly grid: FitGrid) {}

  private spansOf(reach: Reach): (readonly [number, number])[] {
    let spans = this.spans.get(reach);
    if (spans === undefined) {
      spans = this.grid.spans(reach.mask, DIRECTIONS);
      this.spans.set(reach, spans);
    }
    return spans;
  }

  /** The widest gap between footprints of `a` and `b` (negative when they cannot even be apart). */
  widestGap(a: Reach, b: Reach): number {
    const [sa, sb] = [this.spansOf(a), this.spansOf(b)];
    let best = -Infinity;
    DIRECTIONS.forEach((deg, d) => {
      const [aLo, aHi] = sa[d] as readonly [number, number];
      const [bLo, bHi] = sb[d] as readonly [number, number];
      const room = slack(a, deg, this.grid.cell) + slack(b, deg, this.grid.cell);
      best = Math.max(best, bHi - aLo + room, aHi - bLo + room);
    });
    return best;
  }
}
