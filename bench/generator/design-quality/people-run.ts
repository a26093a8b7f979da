// Issue 25's design-quality benchmark: every variant of every plot people hold, judged as a designer
// would before signing it, with the server's clock and budget (4 variants a call, 3 s each, at most
// 8 s a call).
//   npx tsx --conditions=@plotplan/source bench/generator/design-quality/people-run.ts [committed|random] [--limit N] [--png]
// committed: the 18 plots of people-plots.ts; random: the 100 seeded plots of random-plots.ts.
// --png draws each plot's best and worst variant to design-quality/drawings/ (Chromium headless).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { estimateFit, generatePlans, packForPlot, type Variant } from '@plotplan/domain';
import { circulationMetrics, type CirculationMetrics } from './circulation-metrics.js';
import { crownOverhang } from './metrics.js';
import { peoplePlots } from './people-plots.js';
import { randomPlots } from './random-plots.js';
import { renderPlanSvg } from './render-svg.js';
import type { DesignPlot } from './plots.js';

const VARIANTS = 4;
const BUDGET_MS = Math.min(VARIANTS * 3000, 8000);
const set = process.argv.includes('random') ? 'random' : 'committed';
const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;
const drawing = process.argv.includes('--png');
const plots: readonly DesignPlot[] = (set === 'random' ? randomPlots() : peoplePlots).slice(0, limit);
const drawings = new URL('drawings/', import.meta.url);
if (drawing) mkdirSync(drawings, { recursive: true });

interface Row extends CirculationMetrics {
  readonly plot: number;
  readonly fits: boolean;
  readonly allPlaced: boolean;
  /** Where the estimate says it does not fit: whether the object it names first is left out. */
  readonly firstLeftOut: boolean | undefined;
  /** Objects placed, of those selected. */
  readonly placed: number;
  readonly errors: number;
  readonly overhang: number;
  readonly ms: number;
}

const rows: Row[] = [];
const fmt = (v: number | undefined, digits = 2): string =>
  v === undefined || Number.isNaN(v) ? '-' : v.toFixed(digits);

function png(name: string, svg: string): void {
  const svgPath = fileURLToPath(new URL(`${name}.svg`, drawings));
  writeFileSync(svgPath, svg);
  const size = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--screenshot=${fileURLToPath(new URL(`${name}.png`, drawings))}`,
      `--window-size=${Math.ceil(Number(size?.[1] ?? 900))},${Math.ceil(Number(size?.[2] ?? 900))}`,
      `file://${svgPath}`,
    ],
    { stdio: 'ignore' },
  );
  rmSync(svgPath);
}

console.log(`${set} plots: ${plots.length}, ${VARIANTS} variants, budget ${BUDGET_MS} ms a call`);
for (const [k, { name, plot, selection, seed }] of plots.entries()) {
  const pack = packForPlot(plot);
  const estimate = estimateFit(plot, selection, pack);
  const fits = estimate.fits;
  const start = performance.now();
  const variants: Variant[] = generatePlans(plot, selection, pack, {
    variants: VARIANTS,
    seed: seed ?? 1,
    budgetMs: BUDGET_MS,
    now: () => performance.now(),
  });
  const ms = (performance.now() - start) / Math.max(1, variants.length);
  const mine = variants.map((v): Row => ({
    ...circulationMetrics(plot, v.plan),
    plot: k,
    fits,
    allPlaced: v.not_placed.length === 0,
    firstLeftOut: fits ? undefined : v.not_placed.some((n) => n.landscape_object === estimate.first),
    placed: v.plan.objects.length,
    errors: v.error_count,
    overhang: Math.max(
      crownOverhang(
        plot,
        v.plan.objects.filter((o) => o.landscape_object.includes('tree')),
        ['neighbor'],
      ),
    ),
    ms,
  }));
  rows.push(...mine);
  const list = (pick: (r: Row) => string): string => mine.map(pick).join('/');
  const total = selection.reduce((n, s) => n + s.count, 0);
  console.log(
    `${k + 1}. ${name}: fit ${fits ? 'yes' : 'NO'}; reached ${list((r) => fmt(r.reached))}; placed ${list((r) => (r.allPlaced ? 'all' : `${r.placed} of ${total}`))}${fits ? '' : ` (first left out: ${estimate.first ?? '-'})`}; ` +
      `drive ${list((r) => (r.drivable === undefined ? '-' : r.drivable ? 'yes' : 'no'))}; sun ${list((r) => fmt(r.fullSun))}; ` +
      `N-S ${list((r) => fmt(r.bedsOriented))}; gap ${list((r) => fmt(r.bedGap, 1))} m; bed groups ${list((r) => `${r.bedGroups ?? '-'}${r.bedBlock === false ? '*' : ''}`)}; along ${list((r) => fmt(r.pathAlong))}; ` +
      `well back ${list((r) => (r.wellBack === undefined ? '-' : r.wellBack ? 'yes' : 'no'))}; compost beside ${list((r) => (r.compostBeside === undefined ? '-' : r.compostBeside ? 'yes' : 'no'))}; errors ${list((r) => String(r.errors))}; ${ms.toFixed(0)} ms/variant`,
  );
  if (drawing && variants.length > 0) {
    const ends: [string, Variant][] = [
      ['best', variants[0] as Variant],
      ['worst', variants[variants.length - 1] as Variant],
    ];
    for (const [which, v] of ends) {
      const m = circulationMetrics(plot, v.plan);
      const title = `${k + 1}. ${name}: ${which}, score ${v.score}, reached ${fmt(m.reached)}, not placed ${v.not_placed.length}`;
      png(`plot-${String(k + 1).padStart(2, '0')}-${which}`, renderPlanSvg(plot, v.plan, title));
    }
  }
}

// Per target: how many variants meet it (of those it applies to).
const share = (ok: (r: Row) => boolean | undefined): string => {
  const judged = rows.map(ok).filter((v): v is boolean => v !== undefined);
  const met = judged.filter(Boolean).length;
  return `${met}/${judged.length} (${judged.length === 0 ? '-' : ((100 * met) / judged.length).toFixed(0)} %)`;
};
const mean = (values: readonly (number | undefined)[]): string => {
  const v = values.filter((x): x is number => x !== undefined);
  return v.length === 0 ? '-' : fmt(v.reduce((s, x) => s + x, 0) / v.length);
};
const times = rows.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `\n| measure (${rows.length} variants on ${plots.length} plots) | result | target |\n| --- | ---: | --- |`,
);
const table: [string, string, string][] = [
  [
    'all reached (buildings, well, greenhouse, compost, bed block)',
    share((r) => r.reached === 1),
    'every variant',
  ],
  ['mean reached share', mean(rows.map((r) => r.reached)), '1'],
  [
    'all placed where the fit estimate says it fits',
    share((r) => (r.fits ? r.allPlaced : undefined)),
    'every variant',
  ],
  ['fit estimate says it fits', share((r) => r.fits), ''],
  ['where it does not: the object it names first is left out', share((r) => r.firstLeftOut), 'every variant'],
  ['no variant with nothing placed', share((r) => r.placed > 0), 'every variant'],
  ['parking drivable from the gate', share((r) => r.drivable), 'every variant'],
  ['0 errors', share((r) => r.errors === 0), 'every variant'],
  ['no crown over a neighbour', share((r) => r.overhang <= 0.01), 'every variant (as before)'],
  [
    'beds and greenhouses in full sun (variants with all)',
    share((r) => (r.fullSun === undefined ? undefined : r.fullSun === 1)),
    '',
  ],
  ['beds and greenhouses in full sun, mean share', mean(rows.map((r) => r.fullSun)), '>= 0.95'],
  ['beds within 10° of N-S / narrow axis, mean share', mean(rows.map((r) => r.bedsOriented)), '1'],
  ['mean gap to the nearest bed (m), mean', mean(rows.map((r) => r.bedGap)), '<= 1'],
  [
    'variants with mean bed gap <= 1 m',
    share((r) => (r.bedGap === undefined ? undefined : r.bedGap <= 1)),
    '',
  ],
  [
    'beds in one block (one group, beds <= 1.2 m apart)',
    share((r) => (r.bedGroups === undefined ? undefined : r.bedGroups === 1)),
    'every variant (issue: "one kitchen-garden block")',
  ],
  [
    'beds side by side in one block (1 row; 2 rows end to end for more than 3 beds)',
    share((r) => r.bedBlock),
    'every variant (issue: "beds side by side")',
  ],
  ['bed groups per variant, mean', mean(rows.map((r) => r.bedGroups)), '1'],
  [
    "well 8 m or more from the street fence and the car's place",
    share((r) => r.wellBack),
    'every variant (issue: "on the garden side")',
  ],
  [
    'compost within 3 m of a bed of the block',
    share((r) => r.compostBeside),
    'every variant (issue: "compost beside it")',
  ],
  ['path length along the plot lines, mean share', mean(rows.map((r) => r.pathAlong)), '>= 0.8'],
  [
    'variants with >= 80 % of path along the lines',
    share((r) => (r.pathAlong === undefined ? undefined : r.pathAlong >= 0.8)),
    '',
  ],
  [
    'time per variant, median / max (ms)',
    `${fmt(times[Math.floor(times.length / 2)], 0)} / ${fmt(times[times.length - 1], 0)}`,
    '<= 3000',
  ],
];
for (const [label, value, target] of table) console.log(`| ${label} | ${value} | ${target} |`);
const complete = rows.filter((r) => r.reached === 1 && r.allPlaced && r.errors === 0 && r.drivable !== false);
console.log(`\ncomplete (all reached, all placed, 0 errors, drivable): ${complete.length}/${rows.length}`);
const fitting = rows.filter((r) => r.fits);
console.log(
  `complete where the fit estimate says the selection fits: ${complete.filter((r) => r.fits).length}/${fitting.length}`,
);
