import {
  acceptedResponseSchema,
  authFieldErrorsSchema,
  blacklistResponseSchema,
  credentialsSchema,
  emailRequestSchema,
  meResponseSchema,
  meUpdateSchema,
  passwordResetConfirmSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenPairSchema,
  verifyRequestSchema,
} from '../auth.js';
import { errorBodySchema } from '../errors.js';
import { authEndpoints as at } from './endpoints.js';
import { errorAnswers, route } from './route.js';

// Parse errors (400 with detail/code) share the status with the flat field errors of the forms.
const badRequest = authFieldErrorsSchema.or(errorBodySchema);
/** Resend and reset: an address in, always 202 (nothing tells whether it has an account). */
const mailRequest = {
  body: emailRequestSchema,
  responses: { 202: acceptedResponseSchema, 400: badRequest, ...errorAnswers(429) },
} as const;

/** Accounts and the JWT endpoints (DRF simplejwt names); only `me` needs a token. */
export const authRoutes = {
  register: route({
    ...at.register,
    body: registerRequestSchema,
    responses: { 201: registerResponseSchema, 400: badRequest, ...errorAnswers(429) },
  }),
  verify: route({
    ...at.verify,
    body: verifyRequestSchema,
    responses: { 200: tokenPairSchema, 400: badRequest },
  }),
  resendVerification: route({ ...at.resendVerification, ...mailRequest }),
  requestPasswordReset: route({ ...at.requestPasswordReset, ...mailRequest }),
  confirmPasswordReset: route({
    ...at.confirmPasswordReset,
    body: passwordResetConfirmSchema,
    responses: { 200: tokenPairSchema, 400: badRequest },
  }),
  me: route({
    ...at.me,
    responses: { 200: meResponseSchema, ...errorAnswers(401) },
  }),
  updateMe: route({
    ...at.updateMe,
    body: meUpdateSchema,
    responses: { 200: meResponseSchema, 400: badRequest, ...errorAnswers(401) },
  }),
  login: route({
    ...at.login,
    body: credentialsSchema,
    responses: { 200: tokenPairSchema, 400: badRequest, ...errorAnswers(401, 403, 429) },
  }),
  refresh: route({
    ...at.refresh,
    body: refreshRequestSchema,
    responses: { 200: refreshResponseSchema, 400: badRequest, ...errorAnswers(401) },
  }),
  blacklist: route({
    ...at.blacklist,
    body: refreshRequestSchema,
    responses: { 200: blacklistResponseSchema, 400: badRequest, ...errorAnswers(401) },
  }),
};
