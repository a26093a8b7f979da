// Optimality gap of generatePlans against the HiGHS optima (issue 6, benchmark b): each instance at
// budgets of 100 ms and 1 s, one variant, seed 1, with the instance's linear objective as
// GenerateOptions.objective. Gap = (ours - optimum) / |optimum| over results that are feasible (no
// checkPlan error and the MILP's axis separations kept); the rest are counted apart.
//   npx tsx --conditions=@plotplan/source bench/generator/optimality/run.ts [--verbose]
import { checkPlan, generatePlans, type PlacedObject, type Plan } from '@plotplan/domain';
import {
  axisShortfall,
  benchCatalog,
  benchPack,
  loadInstances,
  loadOptima,
  objectiveAt,
  type OptInstance,
  type Optimum,
} from './instance.js';
import { objectiveFor } from './objective.js';

const BUDGETS = [100, 1000] as const;
const VERBOSE = process.argv.includes('--verbose');
const FEASIBLE_EPS = 1e-6;

function at(plan: Plan): (id: string) => readonly [number, number] {
  return (id) => {
    const o = plan.objects.find((x) => x.id === id);
    if (o === undefined) throw new Error(`${id} missing from the plan`);
    return [o.x, o.y];
  };
}

interface Result {
  /** No checkPlan error and every object present. */
  readonly valid: boolean;
  /** Valid and the MILP's axis separations kept. */
  readonly feasible: boolean;
  readonly gap: number;
  readonly ms: number;
}

function solve(inst: OptInstance, opt: Optimum, budgetMs: number): Result {
  const start = performance.now();
  const [v] = generatePlans(inst.plot, inst.selection, benchPack, {
    variants: 1,
    seed: 1,
    now: () => performance.now(),
    budgetMs,
    catalog: benchCatalog,
    objective: objectiveFor(inst),
  });
  const ms = performance.now() - start;
  if (v === undefined) return { valid: false, feasible: false, gap: NaN, ms };
  const valid = v.error_count === 0 && v.plan.objects.length === inst.objects.length;
  const byId = new Map(v.plan.objects.map((o) => [o.id, o]));
  const feasible = valid && axisShortfall(inst, byId) <= FEASIBLE_EPS;
  const ours = valid ? objectiveAt(inst, at(v.plan)) : NaN;
  return { valid, feasible, gap: (ours - opt.objective) / Math.abs(opt.objective), ms };
}

/** The optimum's own layout must pass checkPlan and score the optimum: model and pack agree. */
function checkOptimum(inst: OptInstance, opt: Optimum): void {
  const objects: PlacedObject[] = inst.objects.map((o) => {
    const e = benchCatalog.find((c) => c.code === o.code);
    const p = opt.positions[o.id];
    if (e === undefined || p === undefined) throw new Error(`${inst.id}: ${o.id}`);
    const [x, y] = [Math.round(p[0] * 1e6) / 1e6, Math.round(p[1] * 1e6) / 1e6];
    return {
      id: o.id,
      landscape_object: o.code,
      shape: 'rect',
      x,
      y,
      rotation_deg: 0,
      width: e.width,
      depth: e.depth,
      height_m: e.height_m,
      locked: false,
    };
  });
  const errors = checkPlan(inst.plot, { objects }, benchPack, benchCatalog).filter(
    (v) => v.severity === 'error',
  );
  // The solver's tolerances leave micrometre shortfalls; the checker counts anything above 1e-6 m.
  const real = errors.filter((e) => e.shortfall_m > 1e-4);
  if (real.length > 0) throw new Error(`${inst.id}: the optimum breaks ${real[0]?.message}`);
  const value = objectiveAt(inst, at({ objects }));
  if (Math.abs(value - opt.objective) > 1e-3 * Math.max(1, opt.objective))
    throw new Error(`${inst.id}: optimum ${opt.objective} but the layout scores ${value}`);
}

const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(2)} %` : '-');
function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number);
}
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length / 2;
  return s.length === 0
    ? NaN
    : s.length % 2 === 1
      ? (s[Math.floor(m)] as number)
      : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

const instances = loadInstances();
const optima = new Map(loadOptima().map((o) => [o.id, o]));
const rows: { inst: OptInstance; results: Result[] }[] = [];
for (const inst of instances) {
  const opt = optima.get(inst.id);
  if (opt === undefined || opt.status !== 'Optimal') throw new Error(`${inst.id}: no optimum`);
  checkOptimum(inst, opt);
}
// Warm up the JIT on one instance; not counted.
solve(instances[0] as OptInstance, optima.get((instances[0] as OptInstance).id) as Optimum, 200);
for (const inst of instances) {
  const opt = optima.get(inst.id) as Optimum;
  const results = BUDGETS.map((b) => solve(inst, opt, b));
  rows.push({ inst, results });
  if (VERBOSE) {
    const cells = results.map((r) =>
      (r.feasible ? pct(r.gap) : r.valid ? 'off-model' : 'invalid').padStart(10),
    );
    console.log(`${inst.id.padEnd(12)} opt ${opt.objective.toFixed(2).padStart(8)} ${cells.join(' ')}`);
  }
}

const header =
  '| N | n | ' + BUDGETS.map((b) => `${b} ms: median / p90 / max gap, feasible`).join(' | ') + ' |';
console.log(header);
console.log(`| - | -: | ${BUDGETS.map(() => '-:').join(' | ')} |`);
const groups: [string, typeof rows][] = [
  ...[5, 6, 7, 8].map((n): [string, typeof rows] => [
    String(n),
    rows.filter((r) => r.inst.objects.length === n),
  ]),
  ['**all**', rows],
];
for (const [label, group] of groups) {
  const cells = BUDGETS.map((_, k) => {
    const res = group.map((r) => r.results[k] as Result);
    const gaps = res.filter((r) => r.feasible).map((r) => r.gap);
    const offModel = res.filter((r) => r.valid && !r.feasible).length;
    const invalid = res.filter((r) => !r.valid).length;
    const extra = [offModel > 0 ? `${offModel} off-model` : '', invalid > 0 ? `${invalid} invalid` : '']
      .filter((s) => s !== '')
      .join(', ');
    return `${pct(median(gaps))} / ${pct(quantile(gaps, 0.9))} / ${pct(Math.max(...gaps))}, ${gaps.length}/${res.length}${extra === '' ? '' : ` (${extra})`}`;
  });
  console.log(`| ${label} | ${group.length} | ${cells.join(' | ')} |`);
}
const within = (k: number, g: number): number =>
  rows.filter((r) => (r.results[k] as Result).feasible && (r.results[k] as Result).gap <= g).length;
for (const [k, b] of BUDGETS.entries())
  console.log(
    `${b} ms: gap <= 0.1 %: ${within(k, 0.001)}, <= 2 %: ${within(k, 0.02)} of ${rows.length}; median call ${median(rows.map((r) => (r.results[k] as Result).ms)).toFixed(0)} ms`,
  );
