import { ApiError } from '../api';

/** The API refuses a write based on a stale version with 409 Conflict. */
export const isHttpConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
