// evaluatePlan on the largest input the API accepts (bench/fixtures/evaluate-worst-case.json, made by
// make-worst-case-fixture.ts): the time of each part and the size of what a response would carry.
//   npx tsx --conditions=@plotplan/source bench/evaluate-worst-case.bench.ts [runs]
import { readFileSync } from 'node:fs';
import {
  areaPointCount,
  checkPlan,
  complianceReport,
  packForPlot,
  pathPointCount,
  planMetrics,
  type Plan,
  type Plot,
} from '@plotplan/domain';

const { plot, plans } = JSON.parse(
  readFileSync(new URL('./fixtures/evaluate-worst-case.json', import.meta.url), 'utf8'),
) as { plot: Plot; plans: Record<string, Plan> };
const runs = Number(process.argv[2] ?? 5);
const pack = packForPlot(plot);

function timed<T>(what: string, run: () => T): T {
  let result = run(); // warm-up
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  // CPU time beside wall time: on a shared machine the difference is time spent waiting for a core.
  const cpuMean = (cpu.user + cpu.system) / 1000 / runs;
  console.log(`  ${what.padEnd(18)} median ${median.toFixed(1)} ms  cpu mean ${cpuMean.toFixed(1)} ms`);
  return result;
}

const areaPoints = areaPointCount(plot);
console.log(
  `${plot.boundary.length}-vertex boundary, ${plot.protected_areas.length} protected areas (${areaPoints} points), ${runs} runs`,
);
for (const [name, plan] of Object.entries(plans)) {
  const pathPoints = pathPointCount(plan);
  console.log(`${name}: ${plan.objects.length} objects, paths of ${pathPoints} points`);
  const violations = timed('checkPlan', () => checkPlan(plot, plan, pack));
  timed('planMetrics', () => planMetrics(plot, plan));
  timed('complianceReport', () => complianceReport(plot, plan, pack, violations));
  console.log(
    `  ${violations.length} violations, ${(JSON.stringify(violations).length / 1e6).toFixed(2)} MB as JSON`,
  );
}
