// Issue 16 defect 7: one generation job (as the server's worker runs it: 1 variant, the server's
// 3 s budget, performance.now as the clock) on a 200 x 200 m plot with 540 selected objects.
//   npx tsx --conditions=@plotplan/source bench/generator/big-selection/run.ts [jobs] [budgetMs] [count]
// `count` (optional) scales the selection down to about that many objects (e.g. 500, the plan limit).
import { readFileSync } from 'node:fs';
import { generatePlans, packForPlot, type Plot, type SelectionItem } from '@plotplan/domain';

interface Instance {
  readonly name: string;
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
}

const instance = JSON.parse(readFileSync(new URL('instance.json', import.meta.url), 'utf8')) as Instance;
const jobs = Number(process.argv[2] ?? 3);
const budgetMs = Number(process.argv[3] ?? 3000);
const wanted = process.argv[4] === undefined ? undefined : Number(process.argv[4]);

const total = instance.selection.reduce((sum, item) => sum + item.count, 0);
const selection =
  wanted === undefined
    ? instance.selection
    : instance.selection.map((item) => ({
        ...item,
        count: Math.max(1, Math.round((item.count * wanted) / total)),
      }));
const count = selection.reduce((sum, item) => sum + item.count, 0);
const pack = packForPlot(instance.plot);

console.log(`${instance.name}: ${count} objects, budget ${budgetMs} ms, 1 variant per job`);
for (let job = 0; job < jobs; job++) {
  const start = performance.now();
  const [variant] = generatePlans(instance.plot, selection, pack, {
    variants: 1,
    seed: 1000 + job,
    budgetMs,
    now: () => performance.now(),
  });
  const ms = performance.now() - start;
  console.log(
    `job ${job + 1}: ${ms.toFixed(0)} ms, ${variant?.plan.objects.length ?? 0} objects placed, ` +
      `${variant?.error_count ?? '-'} errors, ${variant?.violations.length ?? '-'} violations`,
  );
}
