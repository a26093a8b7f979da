import { authStore } from '../auth';
import { getLocale } from '../i18n';
import { createApiClient } from './api-client';
import { createRouteCaller } from './route-call';

export { ApiError, NetworkError } from './api-error';

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler = () => undefined;

/** The router registers where a logged-out user goes; the client itself knows no routes. */
export function onSessionExpired(handler: SessionExpiredHandler) {
  sessionExpiredHandler = handler;
}

export const api = createApiClient({
  baseUrl: (import.meta.env['VITE_API_BASE'] as string | undefined)?.replace(/\/+$/, '') ?? '',
  store: authStore,
  onSessionExpired: () => sessionExpiredHandler(),
  language: getLocale,
});

/** Calls a contract route: `callApi(projectsRoutes.get, { params: { id } })`. */
export const callApi = createRouteCaller(api);
