// Our generator as a strip packer: a W x H' rectangular plot, a rule pack that only keeps objects
// inside the plot and apart (no setbacks, no gaps), one catalog object per rectangle size, and a
// search on H' for the lowest strip where generatePlans returns a layout with no error.
import {
  checkPlan,
  generatePlans,
  type LandscapeObject,
  type Plan,
  type Plot,
  type RulePack,
  type SelectionItem,
} from '@plotplan/domain';
import type { StripInstance } from './instance.js';

/** Only the two rules a strip packing has: inside the strip, and no overlap (touching is fine). */
export const stripPack: RulePack = {
  id: 'ru-snt',
  name: 'Strip packing',
  description: 'Objects stay inside the plot and do not overlap; nothing else.',
  rules: [
    {
      id: 'inside-plot',
      kind: 'inside_plot',
      title: 'Inside the strip',
      source: 'benchmark',
      severity: 'error',
      value_m: 0,
      applies_to: {},
    },
    {
      id: 'no-overlap',
      kind: 'no_overlap',
      title: 'No overlap',
      source: 'benchmark',
      severity: 'error',
      value_m: 0,
      applies_to: {},
      flush: { any: [] },
    },
  ],
};

export function stripPlot(width: number, height: number): Plot {
  return {
    boundary: [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    north_deg: 0,
    edges: [{ kind: 'unknown' }, { kind: 'unknown' }, { kind: 'unknown' }, { kind: 'unknown' }],
    protected_areas: [],
    rule_pack: 'ru-snt',
  };
}

/** One catalog object per distinct size (width along x, depth along y), and the selection. */
export function stripCatalog(
  inst: StripInstance,
  rotatable: boolean,
): { catalog: LandscapeObject[]; selection: SelectionItem[] } {
  const counts = new Map<string, { w: number; h: number; n: number }>();
  for (const [w, h] of inst.items) {
    const code = `rect_${w}x${h}`;
    const seen = counts.get(code);
    counts.set(code, { w, h, n: (seen?.n ?? 0) + 1 });
  }
  const catalog: LandscapeObject[] = [];
  const selection: SelectionItem[] = [];
  for (const [code, { w, h, n }] of counts) {
    catalog.push({
      id: 100_000 + catalog.length,
      code,
      name: `${w} x ${h} rectangle`,
      object_type: 1,
      description: 'strip-packing item',
      shape: 'rect',
      width: w,
      depth: h,
      min_width: w,
      max_width: w,
      min_depth: h,
      max_depth: h,
      height_m: 0,
      rotatable,
      sun: 'any',
      tags: [],
      color: '#888888',
      icon: 'square',
      sources: [],
    });
    selection.push({ landscape_object: code, count: n });
  }
  return { catalog, selection };
}

export interface OursOptions {
  readonly rotatable: boolean;
  /** Variants per generatePlans call: each is its own seeded construct + anneal. */
  readonly variants: number;
  /** Time budget per generatePlans call, ms. */
  readonly budgetMs: number;
  readonly seed: number;
}

export interface OursResult {
  readonly height: number;
  readonly calls: number;
  readonly ms: number;
}

/** A plan that checkPlan (the real checker) passes on a W x h strip. */
function packsInto(inst: StripInstance, h: number, o: OursOptions): Plan | undefined {
  const { catalog, selection } = stripCatalog(inst, o.rotatable);
  const plot = stripPlot(inst.width, h);
  const variants = generatePlans(plot, selection, stripPack, {
    variants: o.variants,
    seed: o.seed,
    catalog,
    now: () => performance.now(),
    budgetMs: o.budgetMs,
  });
  const ok = variants.find((v) => v.error_count === 0 && v.plan.objects.length === inst.items.length);
  if (ok === undefined) return undefined;
  // Belt and braces: the variant's own check is checkPlan already; re-check against this plot.
  return checkPlan(plot, ok.plan, stripPack, catalog).some((v) => v.severity === 'error')
    ? undefined
    : ok.plan;
}

/** Next-fit decreasing-height shelves: an upper bound any packer should reach, our own start. */
export function shelfHeight(inst: StripInstance, rotatable: boolean): number {
  const items = inst.items
    .map(([w, h]) => (rotatable && w > h && w <= inst.width ? [h, w] : [w, h]) as [number, number])
    .sort((a, b) => b[1] - a[1]);
  let [x, shelf, top] = [0, 0, 0];
  for (const [w, h] of items) {
    if (x + w > inst.width) [x, top, shelf] = [0, top + shelf, 0];
    x += w;
    shelf = Math.max(shelf, h);
  }
  return top + shelf;
}

/**
 * The lowest integer strip height our generator fills without error: bisection between the area
 * bound (ceil(area / W), which is the optimum here) and the shelf height, trusting each answer (a
 * failure at h is taken as "too low", though a luckier seed might have made it).
 */
export function oursStrip(inst: StripInstance, o: OursOptions): OursResult {
  const start = performance.now();
  const area = inst.items.reduce((s, [w, h]) => s + w * h, 0);
  let lo = Math.ceil(area / inst.width) - 1; // known infeasible
  let hi = shelfHeight(inst, o.rotatable);
  let calls = 0;
  // The shelf layout exists, but make sure our generator finds one there too before bisecting.
  while (packsInto(inst, hi, o) === undefined) {
    calls++;
    lo = hi;
    hi = Math.ceil(hi * 1.1);
  }
  calls++;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    calls++;
    if (packsInto(inst, mid, o) === undefined) lo = mid;
    else hi = mid;
  }
  return { height: hi, calls, ms: performance.now() - start };
}
