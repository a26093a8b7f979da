import { notify } from '../notify';
import { ApiError, NetworkError } from '../api';

/** The words to show for a failure: the server's own, or a general line for anything else. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof NetworkError
    ? error.message
    : 'Something went wrong. Try again in a moment.';
}

/** Errors no field can show go to a persistent error toast; returns the toast's id. */
export function reportError(title: string, error: unknown): string {
  return notify.error(title, errorMessage(error));
}
