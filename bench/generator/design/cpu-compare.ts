// CPU time (not wall time: the machine is shared) of the headline instance, for before/after checks.
//   npx tsx --conditions=@plotplan/source bench/generator/design/cpu-compare.ts [runs]
import { generatePlans, packForPlot } from '@plotplan/domain';
import { headline } from '../instances.js';

const runs = Number(process.argv[2] ?? 10);
const pack = packForPlot(headline.plot);
const times: number[] = [];
for (let r = -2; r < runs; r++) {
  const start = process.cpuUsage();
  generatePlans(headline.plot, headline.selection, pack, { variants: 5, seed: 1000 + r });
  const used = process.cpuUsage(start);
  if (r >= 0) times.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
console.log(`headline cpu median ${(times[Math.floor(runs / 2)] ?? NaN).toFixed(1)} ms over ${runs} runs`);
