import { createAuthStore } from './auth-store';

/** The app's one auth store, restored from localStorage when the app starts. */
export const authStore = createAuthStore(window.localStorage);
