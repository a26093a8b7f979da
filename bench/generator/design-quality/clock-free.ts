// The clock-free comparison of the generator on the design-quality plots: generatePlans with 4
// variants, seed 1 and no clock (so the figures depend only on the code, not on the machine's load),
// the sun not computed. Run it on two commits and compare the tables.
//   npx tsx --conditions=@plotplan/source bench/generator/design-quality/clock-free.ts [committed|random|both] [--limit N]
import { estimateFit, generatePlans, packForPlot } from '@plotplan/domain';
import { circulationMetrics } from './circulation-metrics.js';
import { peoplePlots } from './people-plots.js';
import type { DesignPlot } from './plots.js';
import { randomPlots } from './random-plots.js';

const VARIANTS = 4;
const which = process.argv.find((a) => a === 'committed' || a === 'random' || a === 'both') ?? 'both';
const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;

interface Tally {
  variants: number;
  wells: number;
  wellNear: number;
  composts: number;
  compostBeside: number;
  split: number;
  notBlock: number;
  unreached: number;
  leftWhereFits: number;
  leftOut: number;
  cars: number;
  drivable: number;
  errors: number;
  ms: number;
}

function run(name: string, plots: readonly DesignPlot[]): Tally {
  const t: Tally = {
    variants: 0,
    wells: 0,
    wellNear: 0,
    composts: 0,
    compostBeside: 0,
    split: 0,
    notBlock: 0,
    unreached: 0,
    leftWhereFits: 0,
    leftOut: 0,
    cars: 0,
    drivable: 0,
    errors: 0,
    ms: 0,
  };
  for (const [k, { plot, selection, seed }] of plots.slice(0, limit).entries()) {
    const pack = packForPlot(plot);
    const fits = estimateFit(plot, selection, pack).fits;
    const start = performance.now();
    const variants = generatePlans(plot, selection, pack, { variants: VARIANTS, seed: seed ?? 1 });
    t.ms += performance.now() - start;
    const line: string[] = [];
    for (const v of variants) {
      const m = circulationMetrics(plot, v.plan, { sun: false });
      t.variants++;
      if (m.wellBack !== undefined) t.wells++;
      if (m.wellBack === false) t.wellNear++;
      if (m.compostBeside !== undefined) t.composts++;
      if (m.compostBeside === true) t.compostBeside++;
      if ((m.bedGroups ?? 1) > 1) t.split++;
      if (m.bedBlock === false) t.notBlock++;
      if (m.reached < 1) t.unreached++;
      if (fits && v.not_placed.length > 0) t.leftWhereFits++;
      t.leftOut += v.not_placed.length;
      if (m.drivable !== undefined) t.cars++;
      if (m.drivable === true) t.drivable++;
      t.errors += v.error_count;
      line.push(
        `reached ${m.reached.toFixed(2)} out ${v.not_placed.length} groups ${m.bedGroups ?? '-'}${m.bedBlock === false ? ' (not a block)' : ''} well ${m.wellBack === undefined ? '-' : m.wellBack ? 'back' : 'NEAR'}`,
      );
    }
    console.log(`${name} ${k + 1}: ${line.join(' | ')}`);
  }
  return t;
}

const sets: [string, readonly DesignPlot[]][] = [];
if (which !== 'random') sets.push(['committed', peoplePlots]);
if (which !== 'committed') sets.push(['random', randomPlots()]);
const tallies = sets.map(([name, plots]): [string, Tally] => [name, run(name, plots)]);
console.log(`\n| measure | ${tallies.map(([n, t]) => `${n} ${t.variants} variants`).join(' | ')} |`);
console.log(`| --- | ${tallies.map(() => '---:').join(' | ')} |`);
const row = (label: string, cell: (t: Tally) => string): void =>
  console.log(`| ${label} | ${tallies.map(([, t]) => cell(t)).join(' | ')} |`);
row('well nearer than 8 m to the street fence or the car', (t) => `${t.wellNear}/${t.wells}`);
row('compost within 3 m of a bed', (t) => `${t.compostBeside}/${t.composts}`);
row('beds in more than one group (1.2 m links)', (t) => String(t.split));
row('beds not one block side by side (1 row, 2 for more than 3 beds)', (t) => String(t.notBlock));
row('variants with something unreached', (t) => String(t.unreached));
row('variants leaving something out where it fits', (t) => String(t.leftWhereFits));
row('objects left out in all', (t) => String(t.leftOut));
row('parking drivable / errors', (t) => `${t.drivable}/${t.cars}, ${t.errors}`);
row('mean ms a variant (depends on the load)', (t) => (t.ms / Math.max(1, t.variants)).toFixed(0));
