import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './project-read-cache.js';

/** Whether an If-None-Match header names the ETag (weak or strong, or `*`). */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends an already serialised body with its ETag, or 304 when the client holds that one. The body
 * is the signed-in user's own, so only the browser may keep it, and must ask again before reuse.
 */
export function answerWithBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  void reply.header('etag', body.etag).header('cache-control', 'private, no-cache');
  if (noneMatchHits(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}
