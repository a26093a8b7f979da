// evaluatePlan on the largest input the API accepts (bench/fixtures/evaluate-worst-case.json, made by
// make-worst-case-fixture.ts): the time of each part and the size of what a response would carry.
//   npx tsx --conditions=@plotplan/source bench/evaluate-worst-case.bench.ts [runs]
import { readFileSync } from 'node:fs';
import {
  checkPlan,
  complianceReport,
  packForPlot,
  planMetrics,
  type Plan,
  type Plot,
} from '@plotplan/domain';

const { plot, plan } = JSON.parse(
  readFileSync(new URL('./fixtures/evaluate-worst-case.json', import.meta.url), 'utf8'),
) as { plot: Plot; plan: Plan };
const runs = Number(process.argv[2] ?? 5);
const pack = packForPlot(plot);

function timed<T>(what: string, run: () => T): T {
  let result = run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(
    `${what.padEnd(18)} median ${median.toFixed(1)} ms  max ${(times.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  return result;
}

const areaVertices = plot.protected_areas.reduce(
  (n, a) => n + (a.shape.type === 'polygon' ? a.shape.points.length : 1),
  0,
);
console.log(
  `${plot.boundary.length}-vertex boundary, ${plot.protected_areas.length} protected areas (${areaVertices} vertices), ${plan.objects.length} objects, ${runs} runs`,
);
const violations = timed('checkPlan', () => checkPlan(plot, plan, pack));
timed('planMetrics', () => planMetrics(plot, plan));
timed('complianceReport', () => complianceReport(plot, plan, pack, violations));
console.log(
  `${violations.length} violations, ${(JSON.stringify(violations).length / 1e6).toFixed(2)} MB as JSON`,
);
