import { errorCodes, type ErrorBody, type FieldErrors } from '@plotplan/contract';
import {
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  Throttled,
  Unauthenticated,
  type DomainError,
} from '../errors/domain-errors.js';

export interface HttpAnswer {
  readonly status: number;
  readonly body: ErrorBody | FieldErrors;
  readonly headers?: Readonly<Record<string, string>>;
}

// DRF simplejwt sends this challenge with every 401.
const challenge = { 'www-authenticate': 'Bearer realm="api"' } as const;

/** One row of the table: the answer for errors of one class, undefined for any other error. */
type Mapping = (error: unknown) => HttpAnswer | undefined;
const mapping =
  <E extends DomainError>(type: new (...args: never[]) => E, answer: (error: E) => HttpAnswer): Mapping =>
  (error) =>
    error instanceof type ? answer(error) : undefined;

/** The one table from a domain error to its HTTP status, DRF-style body and headers. */
const table: readonly Mapping[] = [
  mapping(NotFound, () => ({ status: 404, body: { detail: 'Not found.', code: errorCodes.notFound } })),
  mapping(Conflict, (e) => ({ status: 409, body: { detail: e.message, code: errorCodes.conflict } })),
  mapping(InvalidInput, (e) => ({ status: 400, body: e.fields })),
  mapping(Throttled, (e) => ({
    status: 429,
    body: { detail: e.message, code: errorCodes.throttled },
    headers: { 'retry-after': String(e.retryAfterSeconds) },
  })),
  mapping(Unauthenticated, (e) => ({
    status: 401,
    body: { detail: e.message, code: e.code },
    headers: challenge,
  })),
  mapping(Forbidden, (e) => ({ status: 403, body: { detail: e.message, code: e.code } })),
];

/** The HTTP answer of a domain error; undefined for anything else. */
export function httpAnswerOf(error: unknown): HttpAnswer | undefined {
  for (const answer of table) {
    const found = answer(error);
    if (found !== undefined) return found;
  }
  return undefined;
}
