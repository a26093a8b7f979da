import { authEndpoints } from '@plotplan/contract/endpoints';
import type { AuthStore } from '../auth/auth-store';
import { ApiError, NetworkError } from './api-error';
import { t } from '../i18n';

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Send the bearer token and refresh it on a 401 (default true). Off for the auth calls themselves. */
  readonly auth?: boolean;
  /** Where to post once more when this path answers 405 (the chat message's alternative path). */
  readonly fallbackOn405?: string;
  /** A token to send instead of the stored one (right after verification, before the user is stored). */
  readonly accessToken?: string;
}

export interface ApiClientDeps {
  readonly baseUrl: string;
  readonly store: AuthStore;
  readonly fetch?: typeof fetch;
  /** Called after a failed refresh has logged the user out. */
  readonly onSessionExpired?: () => void;
  /** The interface language, sent as `Accept-Language` so the server answers in it. */
  readonly language?: () => string;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Cancels a body that will not be read (a 401 before its retry, a 405 before its fallback). */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/**
 * The one way the app talks to the API: configured base, JSON, bearer header when a token exists.
 * On a 401 while a token was sent: refresh once (concurrent 401s share one refresh call) and retry
 * the request once; when the refresh is refused, log out. Other errors reach the caller unchanged.
 */
export function createApiClient({
  baseUrl,
  store,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  onSessionExpired,
  language,
}: ApiClientDeps) {
  let refreshing: Promise<string | undefined> | undefined;

  const send = async (path: string, options: RequestOptions, accessToken: string | undefined) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (accessToken !== undefined) headers['authorization'] = `Bearer ${accessToken}`;
    if (language !== undefined) headers['accept-language'] = language();
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(t('api.unreachable'));
    }
  };

  /** Resolves with the new access token, or undefined when the session is over. */
  const refreshAccessToken = (): Promise<string | undefined> => {
    refreshing ??= (async () => {
      const refresh = store.getState().tokens?.refreshToken;
      if (refresh === undefined) return undefined;
      store.setRefreshing(true);
      try {
        const response = await send(
          authEndpoints.refresh.path,
          { method: 'POST', body: { refresh } },
          undefined,
        );
        const body = await readBody(response);
        const access = (body as { access?: unknown } | undefined)?.access;
        if (response.ok && typeof access === 'string') {
          store.setAccessToken(access);
          return access;
        }
        store.clear();
        onSessionExpired?.();
        return undefined;
      } finally {
        if (store.getState().tokens !== null) store.setRefreshing(false);
        refreshing = undefined;
      }
    })();
    return refreshing;
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const useAuth = options.auth ?? true;
    const token = options.accessToken ?? (useAuth ? store.getState().tokens?.accessToken : undefined);
    let response = await send(path, options, token);

    if (response.status === 401 && token !== undefined && options.accessToken === undefined) {
      // Another request may already have refreshed while this one was in flight.
      const current = store.getState().tokens?.accessToken;
      const fresh = current !== undefined && current !== token ? current : await refreshAccessToken();
      if (fresh !== undefined) {
        // A response left unread holds its connection and never counts as finished.
        await discard(response);
        response = await send(path, options, fresh);
      }
    }
    if (response.status === 405 && options.fallbackOn405 !== undefined) {
      await discard(response);
      return request<T>(options.fallbackOn405, { ...options, fallbackOn405: undefined });
    }
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body, response);
    return body as T;
  };

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, signal === undefined ? {} : { signal }),
    post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
