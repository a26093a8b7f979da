import {
  authFieldErrorsSchema,
  blacklistResponseSchema,
  credentialsSchema,
  errorBodySchema,
  refreshRequestSchema,
  refreshResponseSchema,
  tokenPairSchema,
} from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthThrottle } from './auth-throttle.js';
import type { SessionService } from './session-service.js';

const badRequest = authFieldErrorsSchema.or(errorBodySchema);
const tags = ['auth'];

/** The JWT endpoints, as DRF simplejwt names them. */
export const tokenRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  throttle: AuthThrottle;
}> = async (app, { sessions, throttle }) => {
  app.post(
    '/api/token/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          '401 `no_active_account` for an unknown address, a wrong password or an inactive account; ' +
          '403 `email_not_verified` only after the right password.',
        body: credentialsSchema,
        response: {
          200: tokenPairSchema,
          400: badRequest,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      throttle.check('login', request.ip, request.body.email);
      return sessions.login(request.body.email, request.body.password);
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      schema: {
        tags,
        summary: 'A new access token for a refresh token',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, 400: badRequest, 401: errorBodySchema },
      },
    },
    async (request) => sessions.refresh(request.body.refresh),
  );

  app.post(
    '/api/token/blacklist/',
    {
      schema: {
        tags,
        summary: 'Sign out: the refresh token stops working',
        body: refreshRequestSchema,
        response: { 200: blacklistResponseSchema, 400: badRequest, 401: errorBodySchema },
      },
    },
    async (request) => {
      await sessions.blacklist(request.body.refresh);
      return {};
    },
  );
};
