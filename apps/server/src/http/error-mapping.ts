import { errorCodes, type ErrorBody, type FieldErrors } from '@plotplan/contract';
import {
  Conflict,
  Forbidden,
  InvalidInput,
  DATABASE_UNAVAILABLE_DETAIL,
  NotFound,
  STORAGE_FULL_DETAIL,
  STORAGE_FULL_RETRY_AFTER_SECONDS,
  StorageFull,
  Throttled,
  Unauthenticated,
  Unavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type DomainError,
} from '../errors/domain-errors.js';
import { databaseFailureOf, type DatabaseFailure } from '../errors/database-failure.js';

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
  mapping(Unavailable, (e) => unavailable(e.message, e.retryAfterSeconds)),
  mapping(StorageFull, (e) => storageFull(e.message)),
  // A driver's error that is about the database itself, not the request (see database-failure.ts).
  (error) => failureAnswer(databaseFailureOf(error)),
];

function unavailable(detail: string, retryAfterSeconds: number): HttpAnswer {
  return {
    status: 503,
    body: { detail, code: errorCodes.serviceUnavailable },
    headers: { 'retry-after': String(retryAfterSeconds) },
  };
}

function storageFull(detail: string): HttpAnswer {
  return {
    status: 507,
    body: { detail, code: errorCodes.insufficientStorage },
    headers: { 'retry-after': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
  };
}

function failureAnswer(failure: DatabaseFailure | undefined): HttpAnswer | undefined {
  if (failure === 'unavailable')
    return unavailable(DATABASE_UNAVAILABLE_DETAIL, UNAVAILABLE_RETRY_AFTER_SECONDS);
  if (failure === 'storage_full') return storageFull(STORAGE_FULL_DETAIL);
  return undefined;
}

/** The HTTP answer of a domain error; undefined for anything else. */
export function httpAnswerOf(error: unknown): HttpAnswer | undefined {
  for (const answer of table) {
    const found = answer(error);
    if (found !== undefined) return found;
  }
  return undefined;
}
