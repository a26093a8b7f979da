import { errorBodySchema, healthResponseSchema } from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema.or(errorBodySchema) },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        return reply.status(503).send({ status: 'degraded' as const, database: 'unavailable' as const });
      }
    },
  );
};
