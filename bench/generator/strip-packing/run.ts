// Strip packing with a known optimum (issue 6, benchmark c): height excess (H - H_opt) / H_opt of
// maxrects-packer (best of its option combinations) and of our generator (bisection on the strip
// height with generatePlans as the feasibility test), per Hopper-Turton-sized class, with and
// without 90-degree turns.
//   npx tsx --conditions=@plotplan/source bench/generator/strip-packing/run.ts [classes] [budgetMs]
//   e.g. `... run.ts C1,C2,C3 2000`; defaults: every class; 1000 ms per call (C7: 3000 ms).
import { loadInstances, type StripInstance } from './instance.js';
import { bestMaxrects } from './maxrects.js';
import { oursStrip, type OursOptions } from './ours.js';

const only = process.argv[2]?.split(',');
const budgetArg = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
/** Variants per generatePlans call: more seeded tries per strip height. */
const VARIANTS = 4;

interface Row {
  readonly inst: StripInstance;
  readonly rotatable: boolean;
  readonly mr: { height: number; config: string; ms: number };
  readonly ours: { height: number; calls: number; ms: number };
}

const excess = (h: number, opt: number): number => (h - opt) / opt;
const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

function budgetFor(inst: StripInstance): number {
  return budgetArg ?? (inst.items.length > 150 ? 3000 : 1000);
}

const instances = loadInstances().filter((i) => only === undefined || only.includes(i.class));
const rows: Row[] = [];
for (const rotatable of [false, true]) {
  for (const inst of instances) {
    const mr = bestMaxrects(inst, rotatable);
    const options: OursOptions = { rotatable, variants: VARIANTS, budgetMs: budgetFor(inst), seed: 1 };
    const ours = oursStrip(inst, options);
    rows.push({ inst, rotatable, mr, ours });
    console.log(
      `${inst.id.padEnd(6)} ${rotatable ? 'turns  ' : 'fixed  '} n=${String(inst.items.length).padStart(3)} ` +
        `opt ${inst.optimum}  maxrects ${mr.height} (${mr.config}, ${mr.ms.toFixed(1)} ms)  ` +
        `ours ${ours.height} (${ours.calls} calls, ${(ours.ms / 1000).toFixed(1)} s)`,
    );
  }
}

console.log('');
console.log(
  '| class | W x H_opt | n | turns | maxrects-packer excess | ours excess | maxrects ms | ours s (calls) | winner |',
);
console.log('| --- | --- | --: | --- | --: | --: | --: | --: | --- |');
const classes = [...new Set(rows.map((r) => r.inst.class))];
for (const rotatable of [false, true]) {
  for (const c of classes) {
    const group = rows.filter((r) => r.inst.class === c && r.rotatable === rotatable);
    const first = group[0];
    if (first === undefined) continue;
    const mrEx = mean(group.map((r) => excess(r.mr.height, r.inst.optimum)));
    const ourEx = mean(group.map((r) => excess(r.ours.height, r.inst.optimum)));
    const counts = [...new Set(group.map((r) => r.inst.items.length))].join('-');
    const winner = ourEx < mrEx - 1e-9 ? 'ours' : ourEx > mrEx + 1e-9 ? 'maxrects' : 'tie';
    console.log(
      `| ${c} | ${first.inst.width} x ${first.inst.optimum} | ${counts} | ${rotatable ? 'yes' : 'no'} | ` +
        `${pct(mrEx)} | ${pct(ourEx)} | ${mean(group.map((r) => r.mr.ms)).toFixed(1)} | ` +
        `${(mean(group.map((r) => r.ours.ms)) / 1000).toFixed(1)} (${mean(group.map((r) => r.ours.calls)).toFixed(1)}) | ${winner} |`,
    );
  }
}
