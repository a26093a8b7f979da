import type { TokenPair } from '@plotplan/contract';
import { authStore } from '../../lib/auth';
import { authApi } from './auth-api';

/** Signs in with a token pair whose owner we only know by asking the server (verify, reset). */
export async function signInWithTokens(tokens: TokenPair): Promise<string> {
  const me = await authApi.meWith(tokens.access);
  authStore.signIn(me.email, tokens);
  return me.email;
}

/** Logout: the refresh token is blacklisted server-side (best effort), then all auth state is cleared. */
export async function signOut(): Promise<void> {
  const refresh = authStore.getState().tokens?.refreshToken;
  authStore.clear();
  if (refresh !== undefined) await authApi.blacklist(refresh).catch(() => undefined);
}

/** "Continue as guest" also clears any stored credentials. */
export function continueAsGuest(): void {
  authStore.clear();
}
