// Sun map benchmark (target: a 40 x 40 m plot at 0.5 m over the season in < 250 ms on
// one core). Run: npx tsx --conditions=@plotplan/source bench/sun-hours-map.bench.ts
// Times sunHoursMap with its default sampling on the committed plot, then measures how far that
// sampling lands from a dense reference (every day, 5-minute steps), per cell and per object.
import { readFileSync } from 'node:fs';
import {
  crownProfile,
  objectSunHours,
  prismProfile,
  sunClass,
  sunHoursMap,
  SUN_SAMPLING_DEFAULTS,
  type Plan,
  type Plot,
  type ShadeProfileFn,
  type SunHoursMap,
  type SunHoursMapOptions,
} from '@plotplan/domain';

interface Fixture {
  readonly plot: Plot;
  readonly plan: Plan;
}

const WARMUP_RUNS = 3;
const TIMED_RUNS = 15;

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/sun-plot-40x40.json', import.meta.url), 'utf8'),
) as Fixture;

/** Trees in the fixture cast shade as crowns on a trunk; everything else as a prism. */
const shadeProfile: ShadeProfileFn = (obj) =>
  obj.landscape_object.endsWith('_tree') ? crownProfile(obj) : prismProfile(obj);

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

function time(options: SunHoursMapOptions): { median: number; p95: number; map: SunHoursMap } {
  let map = sunHoursMap(fixture.plot, fixture.plan, options);
  for (let i = 1; i < WARMUP_RUNS; i++) map = sunHoursMap(fixture.plot, fixture.plan, options);
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const start = performance.now();
    map = sunHoursMap(fixture.plot, fixture.plan, options);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), map };
}

function compare(map: SunHoursMap, reference: SunHoursMap): { mean: number; max: number; classes: number } {
  let total = 0;
  let max = 0;
  let cells = 0;
  let classChanges = 0;
  reference.hours.forEach((ref, i) => {
    const h = map.hours[i] ?? -1;
    if (ref < 0 || h < 0) return;
    const d = Math.abs(h - ref);
    total += d;
    max = Math.max(max, d);
    cells++;
    if (sunClass(h) !== sunClass(ref)) classChanges++;
  });
  return { mean: total / cells, max, classes: classChanges / cells };
}

const reference = sunHoursMap(fixture.plot, fixture.plan, { shadeProfile, dayStep: 1, stepMinutes: 5 });
const referenceObjects = objectSunHours(reference, fixture.plan);

console.log(
  `sunHoursMap, 40 x 40 m plot, 0.5 m cells, ${fixture.plan.objects.length} objects, growing season`,
);
console.log(`warm-up ${WARMUP_RUNS} runs, ${TIMED_RUNS} timed runs; reference: every day at 5 min\n`);
const columns = ['days every', 'step', 'positions', 'median ms', 'p95 ms', 'mean abs err h', 'max abs err h'];
columns.push('cells off class', 'max object err h');
const row = (cells: readonly (string | number)[]): string => `| ${cells.join(' | ')} |`;
console.log(row(columns));
console.log(row(columns.map(() => '---:')));
// The default, then coarser and finer alternatives it was chosen against.
const variants: SunHoursMapOptions[] = [
  {},
  { dayStep: 14, stepMinutes: 15 },
  { dayStep: 7, stepMinutes: 10 },
  { dayStep: 30, stepMinutes: 30 },
];
for (const variant of variants) {
  const { median, p95, map } = time({ shadeProfile, ...variant });
  const err = compare(map, reference);
  const objects = objectSunHours(map, fixture.plan);
  const objectErr = Math.max(
    ...Object.entries(referenceObjects).map(([id, ref]) => Math.abs((objects[id] ?? NaN) - ref)),
  );
  const dayStep = variant.dayStep ?? SUN_SAMPLING_DEFAULTS.dayStep;
  const step = variant.stepMinutes ?? SUN_SAMPLING_DEFAULTS.stepMinutes;
  const label = variant === variants[0] ? ' (default)' : '';
  console.log(
    row([
      `${dayStep} d${label}`,
      `${step} min`,
      map.sun_positions,
      median.toFixed(1),
      p95.toFixed(1),
      err.mean.toFixed(3),
      err.max.toFixed(2),
      `${(err.classes * 100).toFixed(1)} %`,
      objectErr.toFixed(3),
    ]),
  );
}
