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
  /** A claimed job's lease, milliseconds (default 30 s): a job whose instance died runs again after it. */
  readonly leaseMs?: number;
  /** How often an instance on a shared database looks for queued jobs and lapsed leases (default 1 s). */
  readonly pollMs?: number;
}

/**
 * The generations API and its job runner on the database's shared queue. `exclusive`: this process
 * alone uses the database (PGlite), so jobs left running are taken back at once; otherwise when
 * their lease lapses. On close (after in-flight requests) the worker pool ends and the jobs it was
 * running go back to the queue.
 */
export async function registerGenerations(
  app: FastifyInstance,
  db: Db,
  settings: GenerationSettings = {},
  exclusive = false,
): Promise<void> {
  const pool = new GenerationPool(settings);
  const runner = new GenerationRunner(db, pool, app.log.child({ module: 'generations' }), {
    ...(settings.budgetMs === undefined ? {} : { budgetMs: settings.budgetMs }),
    ...(settings.reproducible === undefined ? {} : { reproducible: settings.reproducible }),
    ...(settings.leaseMs === undefined ? {} : { leaseMs: settings.leaseMs }),
    ...(settings.pollMs === undefined ? {} : { pollMs: settings.pollMs }),
    exclusive,
  });
  app.decorate('generationRunner', runner);
  app.addHook('onClose', () => runner.close());
  await runner.recover();
  const generations = new GenerationService(db, runner, settings.maxUnfinishedPerUser, settings.maxQueued);
  registerGenerationRoutes(app, generations);
}
