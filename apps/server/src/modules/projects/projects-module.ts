import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Db, Notifications } from '../../db/database.js';
import type { Plans } from '../plans/index.js';
import type { GenerationPlanReader } from './generation-plan.js';
import { PlanService } from './plan-service.js';
import { ProjectAnswers } from './project-answers.js';
import { shareProjectChanges } from './project-change-feed.js';
import { ProjectReadCache } from './project-read-cache.js';
import { registerProjectRoutes } from './project-routes.js';
import { ProjectService } from './project-service.js';

/** At start, how long to wait for the LISTEN connection of the read cache before serving anyway. */
const LISTEN_WAIT_MS = 2_000;

/**
 * The projects API: CRUD and the plan actions, for signed-in owners, on the plans module's versions
 * and evaluations. Returns the plan service, so the assistant writes plans the same way.
 */
export function registerProjects(
  app: FastifyInstance,
  db: Db,
  settings: {
    /** The plans' versions and evaluations (the plans module's `createPlans`). */
    readonly plans: Plans;
    /** How a generation's plan is read (the generations module's `succeededGenerationPlan`). */
    readonly generationPlan: GenerationPlanReader;
    /** Keep answers of project reads in memory (default on). */
    readonly readCache?: boolean;
    /**
     * How other processes on the database hear of this one's writes and it of theirs (PostgreSQL);
     * without it the cache assumes this process is the only one writing (PGlite).
     */
    readonly notifications?: Notifications;
  },
): PlanService {
  const reads = new ProjectReadCache(settings.readCache ?? true);
  if (reads.enabled && settings.notifications !== undefined) {
    const feed = shareProjectChanges(reads, settings.notifications, app.log.child({ module: 'projects' }));
    // Serve with the cache on when LISTEN stands soon; otherwise without it until it does.
    app.addHook('onReady', () =>
      Promise.race([feed.listening, delay(LISTEN_WAIT_MS, undefined, { ref: false })]),
    );
    app.addHook('onClose', feed.stop);
  }
  const plans = new PlanService(db, settings.plans, reads, settings.generationPlan);
  const projects = new ProjectService(db, settings.plans, reads);
  registerProjectRoutes(app, { projects, answers: new ProjectAnswers(projects, reads), plans });
  return plans;
}
