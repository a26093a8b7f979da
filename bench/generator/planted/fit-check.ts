// The fit estimate against the planted instances: every one is solvable (its hidden layout breaks no
// error-severity rule), so every "will not fit" here is a false alarm. Also the estimate's time.
//   npx tsx --conditions=@plotplan/source bench/generator/planted/fit-check.ts
import { estimateFit, packForPlot } from '@plotplan/domain';
import { loadInstances } from './instance.js';

const instances = loadInstances();
const alarms: string[] = [];
const times: number[] = [];
for (const inst of instances) {
  const pack = packForPlot(inst.plot);
  const start = performance.now();
  const fit = estimateFit(inst.plot, inst.selection, pack);
  times.push(performance.now() - start);
  if (!fit.fits)
    alarms.push(
      `${inst.id} (fill ${inst.fill}): ${fit.problems.map((p) => `${p.landscape_object}: ${JSON.stringify(p.reason)}`).join(' | ')}`,
    );
}
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
console.log(
  `estimateFit on ${instances.length} planted (solvable) instances: ${alarms.length} false alarms; ` +
    `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
);
for (const a of alarms) console.log(`  ${a}`);
