import { availableParallelism } from 'node:os';
import type { PlanBody, PlotBody } from '@plotplan/contract';
import { areaPointCount, pathPointCount } from '@plotplan/domain';
import type { StoredEvaluation } from '../../db/schema.js';
import { Throttled } from '../../errors/domain-errors.js';
import { TimedWorkerPool, workerLocation } from '../../workers/timed-worker-pool.js';
import { evaluateOnPlot, type EvaluationTask } from './plan-evaluation.js';

export interface EvaluationSettings {
  /** Worker threads; default max(1, cpus - 1). */
  readonly threads?: number;
  /**
   * Plans whose checking work (see `checkingWork`) is at most this are evaluated on the event loop:
   * a thread hop costs more than they do. Default 100,000 (a 200-object plan on a simple plot:
   * a few milliseconds). 0 sends every plan to the pool.
   */
  readonly inlineWorkLimit?: number;
  /** Hard limit per evaluation, milliseconds (default 30 s). */
  readonly timeLimitMs?: number;
}

export const DEFAULT_INLINE_WORK_LIMIT = 100_000;
const DEFAULT_TIME_LIMIT_MS = 30_000;

/** An evaluation that ran out of time: the server is overloaded, the write is not applied. */
export class EvaluationTimeout extends Throttled {
  constructor() {
    super('The server is busy checking plans. Try again in a moment.', 5);
  }
}

/**
 * What checking a plan costs, roughly: pairs of items (objects and path segments) plus every item
 * against every edge of the plot and of its protected areas (the rule checker's inner loops).
 */
export function checkingWork(plot: PlotBody, plan: PlanBody): number {
  const items = plan.objects.length + pathPointCount(plan);
  const areaEdges = areaPointCount(plot) + plot.protected_areas.length;
  return items * (items + plot.boundary.length + areaEdges);
}

/**
 * Evaluates plans (rules, metrics, compliance) off the event loop when they are large enough to
 * hold it up, so one big plan never stalls every other request.
 */
export class PlanEvaluator {
  private readonly pool: TimedWorkerPool<EvaluationTask, StoredEvaluation>;
  private readonly inlineWorkLimit: number;

  constructor(settings: EvaluationSettings = {}) {
    this.inlineWorkLimit = settings.inlineWorkLimit ?? DEFAULT_INLINE_WORK_LIMIT;
    this.pool = new TimedWorkerPool({
      worker: workerLocation(import.meta.url, 'evaluation-worker'),
      threads: settings.threads ?? Math.max(1, availableParallelism() - 1),
      timeLimitMs: settings.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
      timeout: () => new EvaluationTimeout(),
    });
  }

  async evaluate(plot: PlotBody, plan: PlanBody): Promise<StoredEvaluation> {
    if (checkingWork(plot, plan) <= this.inlineWorkLimit) return evaluateOnPlot(plot, plan);
    return this.pool.run({ plot, plan });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
