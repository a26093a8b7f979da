// The linear objective of an optimality instance as generatePlans' `objective` hook: scaled to about
// 0..1, plus a steep cost for the MILP's axis separations that the pack's footprint distances let slip.
import type { GenerateOptions, PlacedObject } from '@plotplan/domain';
import { gapOf, isBedCode, isHouseCode, type OptInstance } from './instance.js';

/**
 * Cost per metre of axis shortfall, in objective units: the generator's pack measures footprint
 * distance, the MILP axis separation; this steers the search onto the model's feasible set.
 */
const AXIS_WEIGHT = 20;

/** A loose upper bound of the objective on the plot: it scales the cost to about 0..1 (see the hook). */
export function scaleOf(inst: OptInstance): number {
  const span = inst.W + inst.H;
  const beds = inst.objects.filter((o) => isBedCode(o.code)).length;
  return inst.pairs.reduce((s, p) => s + p.w * span, 0) + inst.w_e * span + inst.w_s * inst.H * beds;
}

/**
 * The instance's objective as the generator's hook (called once per annealing step, so everything
 * is indexed up front); objects not placed yet drop out of it.
 */
export function objectiveFor(inst: OptInstance): NonNullable<GenerateOptions['objective']> {
  const scale = scaleOf(inst);
  const [ex, ey] = inst.entrance;
  const index = new Map(inst.objects.map((o, i) => [o.id, i]));
  const n = inst.objects.length;
  const pairs = inst.pairs.map((p) => [index.get(p.a) as number, index.get(p.b) as number, p.w] as const);
  const house = inst.objects.findIndex((o) => isHouseCode(o.code));
  const beds = inst.objects.flatMap((o, i) => (isBedCode(o.code) ? [i] : []));
  const gaps = inst.objects.map((a) => inst.objects.map((b) => gapOf(a.code, b.code)));
  const slot: (PlacedObject | undefined)[] = new Array<PlacedObject | undefined>(n);
  return (objects) => {
    slot.fill(undefined);
    for (const o of objects) {
      const i = index.get(o.id);
      if (i !== undefined) slot[i] = o;
    }
    let total = 0;
    for (const [i, j, w] of pairs) {
      const [a, b] = [slot[i], slot[j]];
      if (a !== undefined && b !== undefined) total += w * (Math.abs(a.x - b.x) + Math.abs(a.y - b.y));
    }
    const h = slot[house];
    if (h !== undefined) total += inst.w_e * (Math.abs(h.x - ex) + Math.abs(h.y - ey));
    for (const i of beds) total += inst.w_s * (slot[i]?.y ?? 0);
    let short = 0;
    for (let i = 0; i < n; i++) {
      const a = slot[i];
      if (a === undefined) continue;
      for (let j = i + 1; j < n; j++) {
        const b = slot[j];
        if (b === undefined) continue;
        const sep = Math.max(
          Math.abs(a.x - b.x) - (a.width + b.width) / 2,
          Math.abs(a.y - b.y) - (a.depth + b.depth) / 2,
        );
        short += Math.max(0, (gaps[i]?.[j] ?? 0) - sep);
      }
    }
    return (total + AXIS_WEIGHT * short) / scale;
  };
}
