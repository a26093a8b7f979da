// Issue 14's design-quality benchmark: generate 5 variants on each committed plot the way the server
// does (one generatePlans call, a clock, the budget) and judge each variant as a designer would.
//   npx tsx --conditions=@plotplan/source bench/generator/design-quality/run.ts [budgetMs] [--svg]
// budgetMs: for the whole call; default the server's (3 s per variant, at most 80 % of its 10 s limit).
// With --svg, each plot's best variant is drawn to bench/generator/design-quality/out/ for a look.
import { mkdirSync, writeFileSync } from 'node:fs';
import { generatePlans, packForPlot, type Variant } from '@plotplan/domain';
import { designMetrics, type DesignMetrics } from './metrics.js';
import { designPlots } from './plots.js';
import { renderPlanSvg } from './render-svg.js';

const budgetMs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? Math.min(5 * 3000, 8000));
const drawing = process.argv.includes('--svg');
const outDir = new URL('out/', import.meta.url);
if (drawing) mkdirSync(outDir, { recursive: true });

type Row = DesignMetrics & { readonly errors: number; readonly notPlaced: number };
const rows: Row[] = [];

const median = (values: readonly number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0
    ? NaN
    : s.length % 2 === 1
      ? (s[m] as number)
      : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const fmt = (v: number | undefined, digits = 2): string =>
  v === undefined || Number.isNaN(v) ? '-' : v.toFixed(digits);

console.log(`design quality, 5 variants per plot, budget ${budgetMs} ms`);
for (const [k, { name, plot, selection }] of designPlots.entries()) {
  const start = performance.now();
  const variants: Variant[] = generatePlans(plot, selection, packForPlot(plot), {
    variants: 5,
    seed: 1,
    budgetMs,
    now: () => performance.now(),
  });
  const ms = performance.now() - start;
  for (const v of variants) {
    rows.push({ ...designMetrics(plot, v.plan), errors: v.error_count, notPlaced: v.not_placed.length });
  }
  const mine = rows.slice(-variants.length);
  console.log(
    `${name}: ${ms.toFixed(0)} ms; reachable ${fmt(median(mine.map((r) => r.reachable)))} (min ${fmt(Math.min(...mine.map((r) => r.reachable)))}, all ${mine.filter((r) => r.reachable === 1).length}/${mine.length}), ` +
      `entrance->house ${fmt(median(mine.flatMap((r) => r.entranceToHouse ?? [])))}, ` +
      `beds in full sun ${fmt(median(mine.flatMap((r) => r.bedsFullSun ?? [])))} (min ${fmt(Math.min(...mine.flatMap((r) => r.bedsFullSun ?? [])))}), ` +
      `bed block ${fmt(median(mine.flatMap((r) => r.bedCompactness ?? [])))}, ` +
      `overhang nb/st ${fmt(Math.max(...mine.map((r) => r.overhangNeighbour)))}/${fmt(Math.max(...mine.map((r) => r.overhangStreet)))} m, ` +
      `sanitary ratio ${fmt(median(mine.flatMap((r) => r.sanitaryRatio ?? [])))}, ` +
      `errors ${mine.map((r) => r.errors).join('/')}, not placed ${mine.map((r) => r.notPlaced).join('/')}`,
  );
  const best = variants[0];
  if (drawing && best !== undefined) {
    writeFileSync(
      new URL(`plot-${k + 1}.svg`, outDir),
      renderPlanSvg(plot, best.plan, `${name} (score ${best.score})`),
    );
  }
}

// Medians over all variants and the worst case, per metric: the table in README.md.
const column = (pick: (r: Row) => number | undefined): number[] => rows.flatMap((r) => pick(r) ?? []);
const table: [string, number[], 'min' | 'max'][] = [
  ['buildings reachable by path (share)', column((r) => r.reachable), 'min'],
  ['entrance to house / plot diagonal', column((r) => r.entranceToHouse), 'max'],
  ['beds in full sun (share)', column((r) => r.bedsFullSun), 'min'],
  ['bed-block compactness (footprint / hull)', column((r) => r.bedCompactness), 'min'],
  ['crown overhang at neighbour edges (m)', column((r) => r.overhangNeighbour), 'max'],
  ['crown overhang at street edges (m)', column((r) => r.overhangStreet), 'max'],
  ['sanitary from entrance / house from entrance', column((r) => r.sanitaryRatio), 'min'],
  ['error violations', column((r) => r.errors), 'max'],
  ['objects not placed', column((r) => r.notPlaced), 'max'],
];
console.log(`\n| metric (${rows.length} variants) | median | worst |\n| --- | ---: | ---: |`);
for (const [label, values, worst] of table) {
  const w = worst === 'min' ? Math.min(...values) : Math.max(...values);
  console.log(`| ${label} | ${fmt(median(values))} | ${fmt(w)} |`);
}
const allReached = rows.filter((r) => r.reachable === 1).length;
const bedsSunny = rows.filter((r) => r.bedsFullSun === undefined || r.bedsFullSun >= 0.9).length;
console.log(
  `\nvariants with every building reachable: ${allReached}/${rows.length}; ` +
    `with >= 90 % of beds in full sun: ${bedsSunny}/${rows.length}`,
);
