// Success rate of generatePlans on the planted instances (instances.json, every one solvable by its
// hidden layout) at budgets of 100 / 300 / 1000 ms, one variant per call, and the time to the first
// valid layout (the call's elapsed time when it returns zero error-severity violations).
//   npx tsx --conditions=@plotplan/source bench/generator/planted/run.ts
import { generatePlans, packForPlot } from '@plotplan/domain';
import { loadInstances, type PlantedInstance } from './instance.js';

const BUDGETS = [100, 300, 1000] as const;
const SEED = 1;

interface Outcome {
  readonly inst: PlantedInstance;
  /** Per budget: elapsed ms when the variant has no error-severity violation, else undefined. */
  readonly valid: readonly (number | undefined)[];
}

/** Fill band by the fill the hidden layout reached (random placement sometimes stops short of 60 %). */
function fillBand(fill: number): string {
  return fill < 0.375 ? '30 %' : fill < 0.525 ? '45 %' : '60 %';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function run(inst: PlantedInstance): Outcome {
  const pack = packForPlot(inst.plot);
  const total = inst.selection.reduce((s, i) => s + i.count, 0);
  const valid = BUDGETS.map((budgetMs) => {
    const start = performance.now();
    const [variant] = generatePlans(inst.plot, inst.selection, pack, {
      variants: 1,
      seed: SEED,
      now: () => performance.now(),
      budgetMs,
    });
    const ms = performance.now() - start;
    const ok = variant !== undefined && variant.error_count === 0 && variant.plan.objects.length === total;
    return ok ? ms : undefined;
  });
  return { inst, valid };
}

const instances = loadInstances();
// Warm up the JIT on one instance; not counted.
run(instances[0] as PlantedInstance);
const outcomes: Outcome[] = [];
for (const inst of instances) {
  const o = run(inst);
  outcomes.push(o);
  const cells = o.valid.map((ms) => (ms === undefined ? 'fail' : `${ms.toFixed(0)} ms`).padStart(8));
  console.log(
    `${inst.id.padEnd(14)} ${inst.shape.padEnd(9)} ${inst.rule_pack.padEnd(10)} ` +
      `${String(inst.hidden.objects.length).padStart(2)} obj fill ${(inst.fill * 100).toFixed(0)} %  ${cells.join(' ')}`,
  );
}

const pct = (n: number, d: number): string => `${((100 * n) / d).toFixed(0)} % (${n}/${d})`;
function row(label: string, group: readonly Outcome[]): string {
  const rates = BUDGETS.map((_, b) =>
    pct(group.filter((o) => o.valid[b] !== undefined).length, group.length),
  );
  const times = group.map((o) => o.valid[BUDGETS.length - 1]).filter((t): t is number => t !== undefined);
  const med = times.length === 0 ? '-' : `${median(times).toFixed(0)} ms`;
  return `| ${[label, String(group.length), ...rates, med].join(' | ')} |`;
}

console.log('');
console.log(
  '| band (size, fill, objects) | n | valid @100 ms | valid @300 ms | valid @1000 ms | median time-to-valid (1 s) |',
);
console.log('| --- | --: | --: | --: | --: | --: |');
const bands = new Map<string, Outcome[]>();
for (const o of outcomes) {
  const key = `${o.inst.size_m2} m², ${fillBand(o.inst.fill)}, ${o.inst.count_band}`;
  bands.set(key, [...(bands.get(key) ?? []), o]);
}
const order = (k: string): number[] => {
  const [size, fill, count] = k.split(', ');
  return [parseInt(size ?? '0'), parseInt(fill ?? '0'), parseInt(count ?? '0')];
};
const keys = [...bands.keys()].sort((a, b) => {
  const [x, y] = [order(a), order(b)];
  return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
});
for (const k of keys) console.log(row(k, bands.get(k) ?? []));
console.log(
  row(
    '**all, fill <= 45 %**',
    outcomes.filter((o) => fillBand(o.inst.fill) !== '60 %'),
  ),
);
console.log(
  row(
    '**all, fill 60 %**',
    outcomes.filter((o) => fillBand(o.inst.fill) === '60 %'),
  ),
);
console.log(row('**all**', outcomes));
