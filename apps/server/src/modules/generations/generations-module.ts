import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { GenerationPool, type GenerationPoolOptions } from './generation-pool.js';
import { registerGenerationRoutes } from './generation-routes.js';
import { GenerationRunner } from './generation-runner.js';
import { GenerationService } from './generation-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background runner of generation jobs. */
    generationRunner: GenerationRunner;
  }
}

export interface GenerationSettings extends GenerationPoolOptions {
  /** Queued and running generations one user may have (default 16). */
  readonly maxUnfinishedPerUser?: number;
  /** The generator's own time budget per variant, milliseconds (default 3 s; a batch's within the pool's limit). */
  readonly budgetMs?: number;
  /** Variants waiting or running, all users together, before new requests get 429 (default 64). */
  readonly maxQueued?: number;
  /** Run the generator without its clock, so a seed reproduces its variants on any machine. */
  readonly reproducible?: boolean;
}

/**
 * The generations API and its job runner. Jobs a previous process left behind are recovered now;
 * on close (after in-flight requests) the worker pool ends and running jobs stay for the next start.
 */
export async function registerGenerations(
  app: FastifyInstance,
  db: Db,
  settings: GenerationSettings = {},
): Promise<void> {
  const pool = new GenerationPool(settings);
  const runner = new GenerationRunner(
    db,
    pool,
    app.log.child({ module: 'generations' }),
    settings.budgetMs,
    settings.maxQueued,
    settings.reproducible ?? false,
  );
  app.decorate('generationRunner', runner);
  app.addHook('onClose', () => runner.close());
  await runner.recover();
  const generations = new GenerationService(db, runner, settings.maxUnfinishedPerUser);
  registerGenerationRoutes(app, generations);
}
