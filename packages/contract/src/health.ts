import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

/**
 * Readiness: whether a load balancer should send this process requests. 200 `ready` once it serves
 * (migrated, database answering); 503 `not_ready` when the database does not answer (within
 * seconds), the embedded database's disk is below its reserve (`storage: 'low'`: writes are refused
 * with 507), or the process is draining (stopping: finishing what it has, about to close its
 * listener). `detail` says why in words when not ready.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'unavailable']),
  storage: z.enum(['ok', 'low']),
  draining: z.boolean(),
  detail: z.string().optional(),
});
