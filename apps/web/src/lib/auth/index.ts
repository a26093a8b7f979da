import { createAuthStore } from './auth-store';

export type { AuthState, AuthStore, AuthTokens, AuthUser } from './auth-store';
export { TOKENS_STORAGE_KEY, USER_STORAGE_KEY } from './auth-store';

/** The app's one auth store, restored from localStorage when the app starts. */
export const authStore = createAuthStore(window.localStorage);
