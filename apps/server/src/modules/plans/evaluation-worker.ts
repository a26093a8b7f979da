import type { StoredEvaluation } from '../../db/schema.js';
import { evaluateOnPlot, type EvaluationTask } from './plan-evaluation.js';

/** The piscina worker: one plan's evaluation on its plot, off the event loop. */
export default function evaluate(task: EvaluationTask): StoredEvaluation {
  return evaluateOnPlot(task.plot, task.plan);
}
