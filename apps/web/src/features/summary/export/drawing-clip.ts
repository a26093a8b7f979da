import type { PaperPoint } from './drawing-types';

/** The part of segment a-b inside the convex polygon `ring` (either winding), if any (Cyrus-Beck). */
export function clipSegment(
  a: PaperPoint,
  b: PaperPoint,
  ring: readonly PaperPoint[],
): [PaperPoint, PaperPoint] | undefined {
  const area = ring.reduce((s, p, i) => {
    const q = ring[(i + 1) % ring.length] as PaperPoint;
    return s + p[0] * q[1] - q[0] * p[1];
  }, 0);
  const sign = area >= 0 ? 1 : -1;
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  let [t0, t1] = [0, 1];
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as PaperPoint;
    const q = ring[(i + 1) % ring.length] as PaperPoint;
    // Inward normal of edge p-q.
    const [nx, ny] = [-(q[1] - p[1]) * sign, (q[0] - p[0]) * sign];
    const num = nx * (a[0] - p[0]) + ny * (a[1] - p[1]);
    const den = nx * dx + ny * dy;
    if (den === 0) {
      if (num < 0) return undefined;
      continue;
    }
    const t = -num / den;
    if (den > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return undefined;
  }
  return [
    [a[0] + dx * t0, a[1] + dy * t0],
    [a[0] + dx * t1, a[1] + dy * t1],
  ];
}

/** Whether `p` lies inside the convex polygon `ring`. */
export function insideConvex(p: PaperPoint, ring: readonly PaperPoint[]): boolean {
  let sign = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as PaperPoint;
    const b = ring[(i + 1) % ring.length] as PaperPoint;
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** A circle as a convex polygon of `steps` corners (for clipping patterns to round footprints). */
export function circleRing(center: PaperPoint, r: number, steps = 32): PaperPoint[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * 2 * Math.PI;
    return [center[0] + r * Math.cos(t), center[1] + r * Math.sin(t)] as PaperPoint;
  });
}

/** A polygon cut to an axis-aligned rectangle (Sutherland-Hodgman); empty when wholly outside. */
export function clipToRect(
  points: readonly PaperPoint[],
  rect: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
): PaperPoint[] {
  const edges: ((p: PaperPoint) => number)[] = [
    (p) => p[0] - rect.x,
    (p) => rect.x + rect.width - p[0],
    (p) => p[1] - rect.y,
    (p) => rect.y + rect.height - p[1],
  ];
  let out: PaperPoint[] = [...points];
  for (const inside of edges) {
    const input = out;
    out = [];
    input.forEach((p, i) => {
      const q = input[(i + 1) % input.length] as PaperPoint;
      const [dp, dq] = [inside(p), inside(q)];
      if (dp >= 0) out.push(p);
      if (dp >= 0 !== dq >= 0) {
        const t = dp / (dp - dq);
        out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
      }
    });
    if (out.length === 0) return [];
  }
  return out;
}
