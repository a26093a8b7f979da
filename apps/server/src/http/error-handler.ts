import { errorCodes, fieldErrorsFromIssues, type ErrorBody } from '@plotplan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpAnswerOf } from './error-mapping.js';

const send = (reply: FastifyReply, status: number, body: ErrorBody | object) =>
  reply.status(status).send(body);

function pathFromInstancePath(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}

/** Framework errors we answer with a specific DRF-style body; everything else unknown is a 500. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { detail: `JSON parse error - ${error.message}`, code: errorCodes.parseError },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { detail: 'Request body is too large.', code: errorCodes.requestTooLarge },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { detail: 'Unsupported media type in request.', code: errorCodes.unsupportedMediaType },
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { detail: 'Invalid Content-Length.', code: errorCodes.parseError } };
    // The router's own refusals (see handleFrameworkError).
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { detail: 'Malformed URL.', code: errorCodes.parseError } };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // Only path ids are parameters: one too long to route is an unknown id, like pathId's 404.
      return { status: 404, body: { detail: 'Not found.', code: errorCodes.notFound } };
    default:
      return undefined;
  }
}

export function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = httpAnswerOf(error);
  if (answer !== undefined) {
    // A database that cannot be reached or is full: the operator should see each one.
    if (answer.status >= 500)
      request.log.warn({ err: error, status: answer.status }, 'request failed: database');
    for (const [name, value] of Object.entries(answer.headers ?? {})) void reply.header(name, value);
    return send(reply, answer.status, answer.body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: pathFromInstancePath(issue.instancePath),
      message: issue.message ?? 'Invalid value.',
    }));
    return send(reply, 400, fieldErrorsFromIssues(issues));
  }
  const known = frameworkError(error);
  if (known !== undefined) return send(reply, known.status, known.body);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Other client errors raised by the framework: keep their status, never their internals.
    return send(reply, error.statusCode, { detail: error.message, code: errorCodes.invalid });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { detail: 'Internal Server Error', code: errorCodes.serverError });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route (a malformed
 * percent-encoding, a parameter longer than it routes) answered in the API's error shape instead of
 * the framework's own body.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = frameworkError(error) ?? {
    status: 400,
    body: { detail: 'Malformed HTTP request.', code: errorCodes.parseError },
  };
  request.log.debug({ err: error }, 'request refused by the router');
  return send(reply, known.status, known.body);
}
