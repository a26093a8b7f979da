import { performance } from 'node:perf_hooks';
import { generatePlans, packForPlot, planMetrics } from '@plotplan/domain';
import type { GenerationOutcome, GenerationTask } from './generation-task.js';

/**
 * The piscina worker: one request's variants per task, off the event loop, best first. Throws (the
 * jobs fail with the message) for inputs the generator refuses, such as an unknown catalog code.
 * The variants come checked (generatePlans runs checkPlan on the plot's pack); only their areas are
 * measured here. Fewer variants than asked come back when the budget ran out first.
 */
export default function generate(task: GenerationTask): GenerationOutcome[] {
  const variants = generatePlans(task.plot, task.selection, packForPlot(task.plot), {
    variants: task.variants,
    seed: task.seed,
    weights: task.weights,
    locked: task.locked,
    budgetMs: task.budgetMs,
    ...(task.clocked ? { now: () => performance.now() } : {}),
  });
  if (variants.length === 0) throw new Error('The generator returned no plan.');
  // When nothing of the selection fits anywhere the runner fails the jobs with the reasons
  // (nothingPlaced): they are codes, said in each reader's language.
  return variants.map((variant) => {
    // Copied into the API's mutable shape; the plan's paths (when the generator laid any) are kept.
    const objects = variant.plan.objects.map((object) => ({ ...object }));
    const paths = variant.plan.paths?.map((path) => ({
      ...path,
      points: path.points.map(([x, y]): [number, number] => [x, y]),
    }));
    const plan = { objects, ...(paths ? { paths } : {}) };
    return {
      plan,
      seed: variant.seed,
      score: variant.score,
      score_breakdown: { ...variant.score_breakdown },
      violations: [...variant.violations],
      not_placed: [...variant.not_placed],
      unreachable: [...variant.unreachable],
      metrics: planMetrics(task.plot, plan),
    };
  });
}
