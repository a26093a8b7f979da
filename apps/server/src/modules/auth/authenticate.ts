import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadAuthorizationHeader, NotAuthenticated, TokenNotValid } from './auth-errors.js';
import type { AuthUser, SessionService } from './session-service.js';

export type { AuthUser } from './session-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not use it. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** A preHandler (or onRequest hook) that requires `Authorization: Bearer <access token>`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Decorates the root app with `authenticate` and `request.user`, DRF simplejwt style: no (or a
 * non-Bearer) header is `not_authenticated`; a Bearer token that is not a live access token of an
 * active user is `token_not_valid`. Both are 401 with `WWW-Authenticate: Bearer realm="api"`.
 */
export function registerAuthentication(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const parts = (request.headers.authorization ?? '').split(/\s+/).filter((part) => part !== '');
    if (parts.length === 0 || parts[0]?.toLowerCase() !== 'bearer') throw new NotAuthenticated();
    const token = parts[1];
    if (parts.length !== 2 || token === undefined) throw new BadAuthorizationHeader();
    const user = await sessions.authenticate(token);
    if (user === undefined) throw new TokenNotValid();
    request.user = user;
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (request.user === null) throw new NotAuthenticated();
  return request.user;
}
