import { performance } from 'node:perf_hooks';
import { generatePlans, packForPlot, planMetrics } from '@plotplan/domain';
import type { GenerationOutcome, GenerationTask } from './generation-task.js';

/**
 * The piscina worker: one variant per task, off the event loop. Throws (the job fails with the
 * message) for inputs the generator refuses, such as an unknown catalog code. The variant comes
 * checked (generatePlans runs checkPlan on the plot's pack); only its areas are measured here.
 */
export default function generate(task: GenerationTask): GenerationOutcome {
  const [variant] = generatePlans(task.plot, task.selection, packForPlot(task.plot), {
    variants: 1,
    seed: task.seed,
    weights: task.weights,
    locked: task.locked,
    budgetMs: task.budgetMs,
    now: () => performance.now(),
  });
  if (variant === undefined) throw new Error('The generator returned no plan.');
  // The variant's path network is part of the plan: stored, drawn and measured as paved with it.
  const paths = (variant.plan.paths ?? []).map((path) => ({
    ...path,
    points: path.points.map(([x, y]): [number, number] => [x, y]),
  }));
  const plan = {
    objects: variant.plan.objects.map((object) => ({ ...object })),
    ...(paths.length === 0 ? {} : { paths }),
  };
  return {
    plan,
    score: variant.score,
    score_breakdown: { ...variant.score_breakdown },
    violations: [...variant.violations],
    metrics: planMetrics(task.plot, plan),
  };
}
