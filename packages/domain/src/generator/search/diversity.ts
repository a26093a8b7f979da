import type { Plan } from '../../model/plan.js';

/** Below this mean displacement (over sqrt of the plot area) two variants count as the same layout. */
export const MIN_DIVERSITY = 0.15;

/**
 * How far apart two layouts of the same objects are: objects of the same code are matched greedily,
 * nearest pairs first (two beds that swapped places are not a change), and the mean distance of the
 * matched pairs is divided by sqrt(area). Locked objects are left out: they never move.
 */
export function planDisplacement(a: Plan, b: Plan, area: number): number {
  const groups = new Map<string, { a: { x: number; y: number }[]; b: { x: number; y: number }[] }>();
  const add = (plan: Plan, side: 'a' | 'b'): void => {
    for (const o of plan.objects) {
      if (o.locked) continue;
      let g = groups.get(o.landscape_object);
      if (g === undefined) {
        g = { a: [], b: [] };
        groups.set(o.landscape_object, g);
      }
      g[side].push(o);
    }
  };
  add(a, 'a');
  add(b, 'b');
  let [sum, count] = [0, 0];
  for (const g of groups.values()) {
    const pairs: { d: number; i: number; j: number }[] = [];
    g.a.forEach((p, i) => g.b.forEach((q, j) => pairs.push({ d: Math.hypot(p.x - q.x, p.y - q.y), i, j })));
    pairs.sort((x, y) => x.d - y.d || x.i - y.i || x.j - y.j);
    const [usedA, usedB] = [new Set<number>(), new Set<number>()];
    for (const p of pairs) {
      if (usedA.has(p.i) || usedB.has(p.j)) continue;
      usedA.add(p.i);
      usedB.add(p.j);
      sum += p.d;
      count++;
    }
  }
  return count === 0 ? 0 : sum / count / Math.sqrt(Math.max(area, 1e-9));
}
