/** A point or vector in the plan frame: metres, x to the right, y up. */
export type Point = readonly [x: number, y: number];

/** Signed area by the shoelace formula: positive for counter-clockwise rings. */
export function signedArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}
