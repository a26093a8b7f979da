/**
 * What a failed database call says about the database rather than about the request: it could not
 * be reached (the request may succeed if tried again shortly: 503) or it has no room left to write
 * (507). Anything else (a constraint, a bug) is neither and stays a 500.
 */
export type DatabaseFailure = 'unavailable' | 'storage_full';

/** SQLSTATE classes and codes (PostgreSQL appendix A) that mean the server, not the query, failed. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast or immediate restart, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '57014', // query_canceled: our statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '58030', // io_error
]);
const STORAGE_FULL_SQLSTATES = new Set(['53100']); // disk_full

/** Node socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /database did not answer within/i,
];
const STORAGE_FULL_MESSAGES = [/no space left on device/i, /could not extend file/i];

/** What a thrown value and its causes say; undefined when it is not about the database itself. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  // drizzle wraps the driver's error in `cause`; a few levels are enough and stop any cycle.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const found = failureOfOne(current);
    if (found !== undefined) return found;
    current = current.cause;
  }
  return undefined;
}

function failureOfOne(error: Error): DatabaseFailure | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (STORAGE_FULL_SQLSTATES.has(code) || code === 'ENOSPC') return 'storage_full';
    // Class 08: connection exceptions.
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return 'unavailable';
    }
  }
  if (STORAGE_FULL_MESSAGES.some((pattern) => pattern.test(error.message))) return 'storage_full';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return 'unavailable';
  return undefined;
}
