import { healthRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { addRoute } from '../../http/api-route.js';

/** Liveness, and whether the database answers (503 when it does not). */
export function registerHealth(app: FastifyInstance, database: Database): void {
  addRoute(
    app,
    ['health'],
    routes.health,
    { summary: 'Liveness and database reachability' },
    async (_, request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        return reply.status(503).send({ status: 'degraded' as const, database: 'unavailable' as const });
      }
    },
  );
}
