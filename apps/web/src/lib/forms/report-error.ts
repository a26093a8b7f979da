import { notify } from '../notify';
import { ApiError, NetworkError } from '../api';
import { t } from '../i18n';

/** The words to show for a failure: the server's own, or a general line for anything else. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof NetworkError ? error.message : t('error.generic');
}

/** Errors no field can show go to a persistent error toast; returns the toast's id. */
export function reportError(title: string, error: unknown): string {
  return notify.error(title, errorMessage(error));
}
