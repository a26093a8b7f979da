// estimateFit on the headline instance (20 objects, 1,000 m²) and on the same plot turned by 17°
// (so the grid is not aligned with the plan's axes): it runs in the browser on every change of the
// selection, target < 20 ms.
//   npx tsx --conditions=@plotplan/source bench/generator/fit-estimate.bench.ts [runs]
import { estimateFit, packForPlot, type Plot, type Point } from '@plotplan/domain';
import { headline } from './instances.js';

const runs = Number(process.argv[2] ?? 50);
const WARMUP = 5;

function turned(plot: Plot, deg: number): Plot {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  return { ...plot, boundary: plot.boundary.map(([x, y]): Point => [x * c - y * s, x * s + y * c]) };
}

function bench(name: string, plot: Plot): void {
  const pack = packForPlot(plot);
  const times: number[] = [];
  let fits = true;
  for (let r = -WARMUP; r < runs; r++) {
    const start = performance.now();
    fits = estimateFit(plot, headline.selection, pack).fits;
    if (r >= 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  console.log(
    `${name.padEnd(36)} median ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${at(1).toFixed(2)} ms  fits ${fits}  (${runs} runs)`,
  );
}

const count = headline.selection.reduce((s, x) => s + x.count, 0);
console.log(`estimateFit, ${count} objects`);
bench(headline.name, headline.plot);
bench(`${headline.name}, turned 17°`, turned(headline.plot, 17));
