/** A point or vector in the plan frame: metres, x to the right, y up. */
export type Point = readonly [x: number, y: number];

/** Euclidean distance between two points. `Math.hypot` avoids overflow in the squares. */
export function pointDistance(a: Point, b: Point): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/** `b - a` as a vector. */
export function subtract(b: Point, a: Point): Point {
  return [b[0] - a[0], b[1] - a[1]];
}

export function dot(u: Point, v: Point): number {
  return u[0] * v[0] + u[1] * v[1];
}

/** z-component of the 3D cross product: positive when `v` turns counter-clockwise from `u`. */
export function cross(u: Point, v: Point): number {
  return u[0] * v[1] - u[1] * v[0];
}

/**
 * Twice the signed area of triangle abc: > 0 when c lies left of the directed line a -> b. Written
 * out (the same arithmetic as `cross(subtract(b, a), subtract(c, a))`) because hot loops call it.
 */
export function orient(a: Point, b: Point, c: Point): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/**
 * Vertex `i` of a ring, indices taken modulo its length so `i + 1` and `i - 1` wrap around.
 * Callers guarantee a non-empty ring; the cast is what `noUncheckedIndexedAccess` needs.
 */
export function vertexAt(ring: readonly Point[], i: number): Point {
  const n = ring.length;
  return ring[((i % n) + n) % n] as Point;
}
