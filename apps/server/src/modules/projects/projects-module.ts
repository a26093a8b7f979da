import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { PlanEvaluator, type EvaluationSettings } from './plan-evaluator.js';
import { PlanService } from './plan-service.js';
import { ProjectReadCache } from './project-read-cache.js';
import type { VersionRetention } from './plan-version-retention.js';
import { registerProjectRoutes } from './project-routes.js';
import { ProjectService } from './project-service.js';

/**
 * The projects API: CRUD and the plan actions, for signed-in owners. Returns the plan service, so
 * the assistant writes plans the same way (evaluated off the event loop when large).
 */
export function registerProjects(
  app: FastifyInstance,
  db: Db,
  settings: {
    readonly evaluation?: EvaluationSettings;
    readonly retention?: VersionRetention;
    /** Keep answers of project reads in memory (only while this is the one process writing). */
    readonly readCache?: boolean;
  } = {},
): PlanService {
  const evaluator = new PlanEvaluator(settings.evaluation);
  app.addHook('onClose', () => evaluator.close());
  const evaluate = evaluator.evaluate.bind(evaluator);
  const reads = new ProjectReadCache(settings.readCache ?? true);
  const plans = new PlanService(db, evaluate, reads, settings.retention);
  registerProjectRoutes(app, { projects: new ProjectService(db, evaluate, reads), plans });
  return plans;
}
