import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-store';
import { authStore } from './index';

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
