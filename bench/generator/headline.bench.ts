// generatePlans on the headline instance (the headline target: 5 diverse valid variants for 20
// objects on a 1,000 m² plot in < 300 ms on one core).
//   npx tsx --conditions=@plotplan/source bench/generator/headline.bench.ts [runs]
import { generatePlans, packForPlot, planDisplacement, polygonArea, type Variant } from '@plotplan/domain';
import { gardenPlot, headline, type Instance } from './instances.js';

const runs = Number(process.argv[2] ?? 15);
const WARMUP = 2;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function meanPairwiseDiversity(variants: readonly Variant[], area: number): number {
  let [sum, count] = [0, 0];
  for (let i = 0; i < variants.length; i++) {
    for (let j = i + 1; j < variants.length; j++) {
      sum += planDisplacement((variants[i] as Variant).plan, (variants[j] as Variant).plan, area);
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

function bench(instance: Instance): void {
  const pack = packForPlot(instance.plot);
  const area = polygonArea(instance.plot.boundary);
  const times: number[] = [];
  const valid: number[] = [];
  const diversity: number[] = [];
  const scores: number[] = [];
  for (let r = -WARMUP; r < runs; r++) {
    const start = performance.now();
    // Unlimited budget: the figure is how long the iteration-bounded search takes.
    const variants = generatePlans(instance.plot, instance.selection, pack, { variants: 5, seed: 1000 + r });
    const ms = performance.now() - start;
    if (r < 0) continue;
    times.push(ms);
    valid.push(variants.filter((v) => v.error_count === 0).length);
    diversity.push(meanPairwiseDiversity(variants, area));
    scores.push(variants[0]?.score ?? NaN);
  }
  // With the server's clock and the default 300 ms budget: how many variants come back in time.
  const budgeted = generatePlans(instance.plot, instance.selection, pack, {
    variants: 5,
    seed: 1,
    now: () => performance.now(),
  });
  const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(
    `${instance.name.padEnd(30)} median ${median(times).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms  ` +
      `zero-error variants ${mean(valid).toFixed(2)}/5 (min ${Math.min(...valid)})  ` +
      `diversity ${mean(diversity).toFixed(3)}  best score ${mean(scores).toFixed(3)}  (${runs} runs; ` +
      `with a 300 ms budget: ${budgeted.length} variants)`,
  );
}

console.log('generatePlans, 5 variants per run, seeds 1000..');
bench(headline);
bench(gardenPlot);
