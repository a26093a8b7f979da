// Compass geometry for placements: directions relative to true north, and the "pulls" that score how
// well an object sits where the user asked (0 best, about 1 worst over the plot).
import {
  boundingBox,
  cosSinDeg,
  type Point,
  type PlacedObject,
  type Plot,
  sunDirectionInPlan,
} from '@plotplan/domain';
import type { CompassPoint } from '../commands/index.js';

const BEARINGS: Readonly<Record<CompassPoint, number>> = {
  north: 0,
  north_east: 45,
  east: 90,
  south_east: 135,
  south: 180,
  south_west: 225,
  west: 270,
  north_west: 315,
};

/** A unit vector in the plan frame pointing to the compass point (north_deg: see Plot). */
export function compassVector(point: CompassPoint, north_deg: number): Point {
  const [x, y] = sunDirectionInPlan(BEARINGS[point], north_deg);
  // Snap the sine/cosine noise (6e-17) so "east" with north up is exactly +x.
  const snap = (v: number): number => (Math.abs(v) < 1e-12 ? 0 : v);
  return [snap(x), snap(y)];
}

/** How well an object sits where it was asked to: about 0..1, lower is better. */
export type Pull = (o: PlacedObject) => number;

/** The plot's diagonal: the scale that keeps pulls within about 0..1. */
export function plotScale(plot: Plot): number {
  const box = boundingBox(plot.boundary);
  return Math.max(1, Math.hypot(box.maxX - box.minX, box.maxY - box.minY));
}

/** The plot's centre of its bounding box. */
export function plotCentre(plot: Plot): Point {
  const box = boundingBox(plot.boundary);
  return [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
}

/** Towards a side or corner: how far the centre is from the plot's farthest point that way, as a share. */
export function sidePull(plot: Plot, side: CompassPoint): Pull {
  const [ux, uy] = compassVector(side, plot.north_deg);
  const along = plot.boundary.map(([x, y]) => x * ux + y * uy);
  const [lo, hi] = [Math.min(...along), Math.max(...along)];
  const span = Math.max(1e-9, hi - lo);
  // Towards the outer edge flush with the plot's extreme on that side: past it is as bad as short of
  // it, since a tree's trunk may stand on a street edge and its crown would hang over the boundary.
  return (o) => Math.abs(hi - (o.x * ux + o.y * uy + halfExtent(o, [ux, uy]))) / span;
}

/** Towards a point: the centre's distance from it over the plot's scale. */
export function pointPull(target: Point, scale: number): Pull {
  return (o) => Math.hypot(o.x - target[0], o.y - target[1]) / scale;
}

/** An object's bounding box: [minX, minY, maxX, maxY]. */
function boxOf(o: PlacedObject): readonly [number, number, number, number] {
  const [hx, hy] = [halfExtent(o, [1, 0]), halfExtent(o, [0, 1])];
  return [o.x - hx, o.y - hy, o.x + hx, o.y + hy];
}

/**
 * Near the objects: the gap between its bounding box and the nearest of theirs over the scale (exact
 * for unturned rectangles; cheap, as the generator calls it at every step).
 */
export function nearPull(refs: readonly PlacedObject[], scale: number): Pull {
  const boxes = refs.map(boxOf);
  return (o) => {
    const [ax0, ay0, ax1, ay1] = boxOf(o);
    let best = Infinity;
    for (const [bx0, by0, bx1, by1] of boxes) {
      const dx = Math.max(0, bx0 - ax1, ax0 - bx1);
      const dy = Math.max(0, by0 - ay1, ay0 - by1);
      best = Math.min(best, Math.hypot(dx, dy));
    }
    return best / scale;
  };
}

/** Away from the objects: 1 less the centre's distance from the nearest of theirs over the scale. */
export function awayPull(refs: readonly PlacedObject[], scale: number): Pull {
  return (o) => {
    let nearest = Infinity;
    for (const r of refs) nearest = Math.min(nearest, Math.hypot(o.x - r.x, o.y - r.y));
    return 1 - nearest / scale;
  };
}

/** Half the extent of an object's footprint along a unit direction. */
export function halfExtent(o: PlacedObject, [ux, uy]: Point): number {
  if (o.shape === 'circle') return o.width / 2;
  // cosSinDeg is exact (and skips the trigonometry) at quarter turns, the usual case.
  const [c, s] = cosSinDeg(o.rotation_deg);
  // The rectangle's local axes projected on the direction.
  return (Math.abs(ux * c + uy * s) * o.width + Math.abs(-ux * s + uy * c) * o.depth) / 2;
}

/** The gap left between an object and the one it is put beside, metres. */
export const BESIDE_GAP_M = 1;

/** Where an object goes "north of the house": just clear of the reference on that side. */
export function besideTarget(ref: PlacedObject, o: PlacedObject, direction: CompassPoint, plot: Plot): Point {
  const u = compassVector(direction, plot.north_deg);
  const reach = halfExtent(ref, u) + halfExtent(o, u) + BESIDE_GAP_M;
  return [ref.x + u[0] * reach, ref.y + u[1] * reach];
}

/** The compass point nearest the plan-frame direction `v` (e.g. from a wanted spot to the nearest that works). */
export function compassOf(v: Point, north_deg: number): CompassPoint {
  let best: CompassPoint = 'north';
  let most = -Infinity;
  for (const point of Object.keys(BEARINGS) as CompassPoint[]) {
    const [x, y] = compassVector(point, north_deg);
    const dot = x * v[0] + y * v[1];
    if (dot > most) [best, most] = [point, dot];
  }
  return best;
}
