import { healthRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { describeLowDisk, type DiskRoom } from '../../db/disk-room.js';
import { addRoute } from '../../http/api-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process still takes new work; `drain()` on the way to stopping. */
    readiness: Readiness;
  }
}

/** Set once the process starts stopping, so readiness answers 503 before the listener closes. */
export class Readiness {
  private drained = false;

  get draining(): boolean {
    return this.drained;
  }

  drain(): void {
    this.drained = true;
  }
}

/**
 * Liveness and whether the database answers (503 when it does not, within `PING_TIMEOUT_MS`), and
 * readiness (503 also while draining or while the embedded database's disk is below its reserve).
 * The app is built on a migrated database, so an answer at all means migrated. Neither writes.
 */
export function registerHealth(app: FastifyInstance, database: Database, disk?: DiskRoom): void {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => readiness.drain());
  const databaseAnswers = async (log: FastifyInstance['log']) => {
    try {
      await database.ping();
      return true;
    } catch (error) {
      log.warn({ err: error }, 'database did not answer the health check');
      return false;
    }
  };
  addRoute(
    app,
    ['health'],
    routes.health,
    { summary: 'Liveness and database reachability' },
    async (_, request, reply) => {
      if (await databaseAnswers(request.log)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ status: 'degraded' as const, database: 'unavailable' as const });
    },
  );
  addRoute(
    app,
    ['health'],
    routes.ready,
    {
      summary: 'Readiness for a load balancer',
      description:
        '200 while this process takes new requests; 503 when its database does not answer or it is draining (stopping).',
    },
    async (_, request, reply) => {
      const database = (await databaseAnswers(request.log)) ? ('ok' as const) : ('unavailable' as const);
      const reading = await disk?.read().catch(() => undefined);
      const storage = reading?.low === true ? ('low' as const) : ('ok' as const);
      const draining = readiness.draining;
      if (!draining && database === 'ok' && storage === 'ok') {
        return { status: 'ready' as const, database, storage, draining };
      }
      const why = [
        ...(draining ? ['the process is stopping'] : []),
        ...(database === 'ok' ? [] : ['the database does not answer']),
        ...(reading?.low === true ? [describeLowDisk(reading)] : []),
      ];
      return reply
        .status(503)
        .send({ status: 'not_ready' as const, database, storage, draining, detail: why.join('; ') });
    },
  );
}
