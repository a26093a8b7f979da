// Proven optima of the optimality instances (issue 6, benchmark b) with HiGHS: each instance as a MILP
// in CPLEX LP format (centres as continuous variables within their setback bounds; each pair kept
// apart along x or y by a big-M disjunction of four binaries; absolute values by the usual pair of
// inequalities), solved to a zero gap. Writes optima.json beside this file; any status but 'Optimal'
// stops the run. Offline, once:
//   npx tsx --conditions=@plotplan/source bench/generator/optimality/solve-highs.ts [--lp id]
import { writeFileSync } from 'node:fs';
import {
  boundsOf,
  entryOf,
  gapOf,
  isBedCode,
  isHouseCode,
  loadInstances,
  type OptInstance,
  type Optimum,
} from './instance.js';

const num = (v: number): string => String(Math.round(v * 1e9) / 1e9);

/** The MILP of one instance; variables x{i}, y{i} are object i's centre (model order). */
export function lpOf(inst: OptInstance): string {
  const objs = inst.objects;
  const terms: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const binaries: string[] = [];
  objs.forEach((o, i) => {
    const { lo, hi } = boundsOf(inst, o.code);
    if (lo[0] > hi[0] || lo[1] > hi[1]) throw new Error(`${inst.id}: ${o.id} does not fit`);
    bounds.push(` ${num(lo[0])} <= x${i} <= ${num(hi[0])}`, ` ${num(lo[1])} <= y${i} <= ${num(hi[1])}`);
    if (isBedCode(o.code)) terms.push(`${num(inst.w_s)} y${i}`);
  });
  const index = (id: string): number => objs.findIndex((o) => o.id === id);
  // |a - b| <= d through d >= a - b and d >= b - a; the objective pushes d down onto the larger.
  const abs = (d: string, a: string, b: string, constant = 0): void => {
    rows.push(
      ` ${d}_p: ${a} - ${b} - ${d} <= ${num(constant)}`,
      ` ${d}_n: ${b} - ${a} - ${d} <= ${num(-constant)}`,
    );
  };
  inst.pairs.forEach((p, k) => {
    const [i, j] = [index(p.a), index(p.b)];
    abs(`dx${k}`, `x${i}`, `x${j}`);
    abs(`dy${k}`, `y${i}`, `y${j}`);
    terms.push(`${num(p.w)} dx${k}`, `${num(p.w)} dy${k}`);
  });
  const h = objs.findIndex((o) => isHouseCode(o.code));
  if (h >= 0) {
    // ex >= |x_h - Ex|: x_h - ex <= Ex and -x_h - ex <= -Ex.
    rows.push(
      ` ex_p: x${h} - ex <= ${num(inst.entrance[0])}`,
      ` ex_n: - x${h} - ex <= ${num(-inst.entrance[0])}`,
    );
    rows.push(
      ` ey_p: y${h} - ey <= ${num(inst.entrance[1])}`,
      ` ey_n: - y${h} - ey <= ${num(-inst.entrance[1])}`,
    );
    terms.push(`${num(inst.w_e)} ex`, `${num(inst.w_e)} ey`);
  }
  const codes = objs.map((o) => o.code);
  for (let i = 0; i < codes.length; i++) {
    for (let j = i + 1; j < codes.length; j++) {
      const [a, b] = [entryOf(codes[i] as string), entryOf(codes[j] as string)];
      const g = gapOf(a.code, b.code);
      const sx = (a.width + b.width) / 2 + g;
      const sy = (a.depth + b.depth) / 2 + g;
      // With its binary at 0 a row must never bind: |x_i - x_j| <= W, so M = W + s suffices.
      const [mx, my] = [inst.W + sx, inst.H + sy];
      const z = `${i}_${j}`;
      rows.push(
        ` l${z}: x${i} - x${j} + ${num(mx)} l${z} <= ${num(mx - sx)}`,
        ` r${z}: x${j} - x${i} + ${num(mx)} r${z} <= ${num(mx - sx)}`,
        ` b${z}: y${i} - y${j} + ${num(my)} b${z} <= ${num(my - sy)}`,
        ` a${z}: y${j} - y${i} + ${num(my)} a${z} <= ${num(my - sy)}`,
        ` o${z}: l${z} + r${z} + b${z} + a${z} >= 1`,
      );
      binaries.push(`l${z}`, `r${z}`, `b${z}`, `a${z}`);
    }
  }
  return [
    'Minimize',
    ` obj: ${terms.join(' + ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'Binaries',
    ` ${binaries.join(' ')}`,
    'End',
    '',
  ].join('\n');
}

const instances = loadInstances();
const only = process.argv.indexOf('--lp');
if (only >= 0) {
  const inst = instances.find((x) => x.id === process.argv[only + 1]);
  if (inst === undefined) throw new Error('no such instance');
  console.log(lpOf(inst));
  process.exit(0);
}
const highs = await (await import('highs')).default();
const optima: Optimum[] = [];
const started = performance.now();
for (const inst of instances) {
  const t0 = performance.now();
  const result = highs.solve(lpOf(inst), { output_flag: false, mip_rel_gap: 0, mip_abs_gap: 1e-7 });
  const ms = performance.now() - t0;
  if (result.Status !== 'Optimal') throw new Error(`${inst.id}: ${result.Status}`);
  const positions: Record<string, [number, number]> = {};
  inst.objects.forEach((o, i) => {
    const col = (name: string): number => result.Columns[name]?.Primal ?? NaN;
    positions[o.id] = [Math.round(col(`x${i}`) * 1e6) / 1e6, Math.round(col(`y${i}`) * 1e6) / 1e6];
  });
  optima.push({
    id: inst.id,
    status: result.Status,
    objective: Math.round(result.ObjectiveValue * 1e6) / 1e6,
    ms: Math.round(ms),
    positions,
  });
  console.log(
    `${inst.id.padEnd(12)} ${result.ObjectiveValue.toFixed(3).padStart(10)} ${ms.toFixed(0).padStart(7)} ms`,
  );
}
writeFileSync(new URL('./optima.json', import.meta.url), `${JSON.stringify(optima, null, 2)}\n`);
console.log(`solved ${optima.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
