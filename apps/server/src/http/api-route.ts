import { successStatus, type ApiRoute, type RouteOutput } from '@plotplan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request's parts, parsed by the route's schemas. */
export interface RouteInput<R extends ApiRoute> {
  readonly params: Parsed<R['params']>;
  readonly query: Parsed<R['query']>;
  readonly body: Parsed<R['body']>;
}

/** What only the OpenAPI document needs; everything else comes from the contract's route. */
export interface RouteDocs {
  readonly summary: string;
  readonly description?: string;
}

/**
 * Answers with the route's success status and the returned value, or returns the reply after
 * sending another answer itself (e.g. a 503).
 */
export type RouteHandler<R extends ApiRoute> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteOutput<R> | FastifyReply>;

/**
 * Registers a contract route: method, path, schemas and answers from the contract, the docs and the
 * handler from the module. A route that needs a token is authenticated before its body is read.
 */
export function addRoute<R extends ApiRoute>(
  app: FastifyInstance,
  tags: readonly string[],
  route: R,
  docs: RouteDocs,
  handler: RouteHandler<R>,
): void {
  const status = successStatus(route);
  app.route({
    method: route.method,
    url: route.path,
    ...(route.auth ? { onRequest: app.authenticate } : {}),
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    schema: {
      tags: [...tags],
      ...docs,
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      ...(route.params === undefined ? {} : { params: route.params }),
      ...(route.query === undefined ? {} : { querystring: route.query }),
      ...(route.headers === undefined ? {} : { headers: route.headers }),
      ...(route.body === undefined ? {} : { body: route.body }),
      response: route.responses,
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteInput<R>;
      const result = await handler(input, request, reply);
      // A handler that answered itself returns the reply, but a reply is a thenable: awaiting it
      // gives what its send resolves to, not the reply, so `sent` is what tells.
      if (result === reply || reply.sent) return reply;
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}
