// checkPlan on a committed 200-object plan (target: under 5 ms on one core).
//   npx tsx --conditions=@plotplan/source bench/check-plan.bench.ts [runs]
import { readFileSync } from 'node:fs';
import { checkPlan, rulePacks, rulePackIds, type Plan, type Plot } from '@plotplan/domain';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/check-plan-200.json', import.meta.url), 'utf8'),
) as {
  plot: Plot;
  plan: Plan;
};
const runs = Number(process.argv[2] ?? 2000);
const WARMUP = 300;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

console.log(
  `checkPlan, ${fixture.plan.objects.length} objects + ${fixture.plan.paths?.length ?? 0} paths, ${runs} runs`,
);
for (const id of rulePackIds) {
  const pack = rulePacks[id];
  let violations = 0;
  for (let i = 0; i < WARMUP; i++) violations = checkPlan(fixture.plot, fixture.plan, pack).length;
  const times: number[] = [];
  // CPU time beside wall time: on a shared machine the difference is time spent waiting for a core.
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    checkPlan(fixture.plot, fixture.plan, pack);
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMean = (cpu.user + cpu.system) / 1000 / runs;
  times.sort((a, b) => a - b);
  const ms = (x: number): string => x.toFixed(3);
  console.log(
    `${id.padEnd(11)} median ${ms(percentile(times, 0.5))} ms  p95 ${ms(percentile(times, 0.95))} ms  max ${ms(times[times.length - 1] ?? NaN)} ms  cpu mean ${ms(cpuMean)} ms  (${violations} violations)`,
  );
}
