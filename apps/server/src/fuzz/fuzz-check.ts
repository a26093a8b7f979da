import { errorBodySchema, type ApiRoute } from '@plotplan/contract';
import type { LightMyRequestResponse } from 'fastify';

/** `{"detail": "...", "code": "..."}` and nothing else. */
const errorBody = errorBodySchema.strict();

function isFieldErrors(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const values = Object.values(body);
  if (values.length === 0) return false;
  return values.every((value) =>
    Array.isArray(value)
      ? value.length > 0 && value.every((message) => typeof message === 'string' && message.length > 0)
      : isFieldErrors(value),
  );
}

/**
 * Why the answer is wrong, or undefined when it is right: never a 5xx, and every 4xx a JSON body in
 * the API's error shape (`{detail, code}` or DRF field errors), matching what the route declares
 * for that status when it declares it.
 */
export function answerProblem(route: ApiRoute, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 500)}`;
  if (status < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `${status} with content-type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (!errorBody.safeParse(body).success && !isFieldErrors(body))
    return `${status} not in the error shape: ${response.body.slice(0, 500)}`;
  const declared = route.responses[status];
  if (declared !== undefined && !declared.safeParse(body).success)
    return `${status} does not match the route's declared answer: ${response.body.slice(0, 500)}`;
  return undefined;
}

/** The tables that differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
