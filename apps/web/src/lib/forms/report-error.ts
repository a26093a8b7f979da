import { notify } from '../notify';
import { ApiError, NetworkError } from '../api';

/** Errors no field can show go to a persistent error toast with the server's own words. */
export function reportError(title: string, error: unknown): void {
  if (error instanceof ApiError || error instanceof NetworkError) notify.error(title, error.message);
  else notify.error(title, 'Something went wrong. Try again in a moment.');
}
