import {
  acceptedResponseSchema,
  authDetails,
  authFieldErrorsSchema,
  emailRequestSchema,
  errorBodySchema,
  meResponseSchema,
  passwordResetConfirmSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenPairSchema,
  verifyRequestSchema,
} from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountService } from './account-service.js';
import type { AuthThrottle } from './auth-throttle.js';
import { currentUser } from './authenticate.js';

// Parse errors (400 with detail/code) share the status with field errors.
const badRequest = authFieldErrorsSchema.or(errorBodySchema);
const tags = ['auth'];

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  throttle: AuthThrottle;
}> = async (app, { accounts, throttle }) => {
  app.post(
    '/api/auth/register/',
    {
      schema: {
        tags,
        summary: 'Create an account; a verification link is mailed',
        description: 'The same answer whether or not the address already has an account.',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: badRequest, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      throttle.check('register', request.ip, email);
      await accounts.register(email, password);
      return reply.status(201).send({ email, detail: authDetails.registered });
    },
  );

  app.post(
    '/api/auth/verify/',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the mailed token and sign in',
        body: verifyRequestSchema,
        response: { 200: tokenPairSchema, 400: badRequest },
      },
    },
    async (request) => accounts.verify(request.body.token),
  );

  app.post(
    '/api/auth/verify/resend/',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link to an unverified account',
        body: emailRequestSchema,
        response: { 202: acceptedResponseSchema, 400: badRequest, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      throttle.check('resend', request.ip, request.body.email);
      await accounts.resendVerification(request.body.email);
      return reply.status(202).send({ detail: authDetails.verificationResent });
    },
  );

  app.post(
    '/api/auth/password/reset/',
    {
      schema: {
        tags,
        summary: 'Mail a link to reset the password',
        body: emailRequestSchema,
        response: { 202: acceptedResponseSchema, 400: badRequest, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      throttle.check('reset', request.ip, request.body.email);
      await accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send({ detail: authDetails.passwordResetSent });
    },
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token and sign in',
        description: 'Signs out every earlier session of the account.',
        body: passwordResetConfirmSchema,
        response: { 200: tokenPairSchema, 400: badRequest },
      },
    },
    async (request) => accounts.confirmPasswordReset(request.body.token, request.body.password),
  );

  app.get(
    '/api/auth/me/',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => accounts.profile(currentUser(request).id),
  );
};
