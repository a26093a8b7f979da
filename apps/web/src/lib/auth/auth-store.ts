/** Auth state: the user (e-mail only), the tokens and the flags. */
export interface AuthUser {
  readonly email: string;
}
export interface AuthTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}
export interface AuthState {
  readonly user: AuthUser | null;
  readonly tokens: AuthTokens | null;
  readonly isAuthenticated: boolean;
  readonly isRefreshing: boolean;
}

export const TOKENS_STORAGE_KEY = 'plotplan.auth.tokens';
export const USER_STORAGE_KEY = 'plotplan.auth.user';

type Listener = () => void;

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function parseTokens(value: unknown): AuthTokens | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string'
    ? { accessToken, refreshToken }
    : null;
}

function parseUser(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email } = value as Record<string, unknown>;
  return typeof email === 'string' ? { email } : null;
}

const derive = (user: AuthUser | null, tokens: AuthTokens | null, isRefreshing: boolean): AuthState => ({
  user,
  tokens,
  // Logged in means both a user and tokens exist.
  isAuthenticated: user !== null && tokens !== null,
  isRefreshing,
});

/** Kept in browser storage under two keys and restored when the app starts. */
export function createAuthStore(storage: Storage) {
  let state = derive(
    parseUser(readJson(storage, USER_STORAGE_KEY)),
    parseTokens(readJson(storage, TOKENS_STORAGE_KEY)),
    false,
  );
  const listeners = new Set<Listener>();

  const set = (next: AuthState) => {
    state = next;
    if (next.tokens === null) storage.removeItem(TOKENS_STORAGE_KEY);
    else storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(next.tokens));
    if (next.user === null) storage.removeItem(USER_STORAGE_KEY);
    else storage.setItem(USER_STORAGE_KEY, JSON.stringify(next.user));
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After a successful login or e-mail verification. */
    signIn: (email: string, tokens: { access: string; refresh: string }) =>
      set(derive({ email }, { accessToken: tokens.access, refreshToken: tokens.refresh }, false)),
    setAccessToken: (accessToken: string) => {
      if (state.tokens === null) return;
      set(derive(state.user, { ...state.tokens, accessToken }, state.isRefreshing));
    },
    setRefreshing: (isRefreshing: boolean) => set(derive(state.user, state.tokens, isRefreshing)),
    /** Logout (and guest login) clear all auth state, in memory and in storage. */
    clear: () => set(derive(null, null, false)),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
