import { describe, expect, it } from 'vitest';
import { createAuthStore, TOKENS_STORAGE_KEY, USER_STORAGE_KEY } from './auth-store';

describe('auth store', () => {
  it('saves tokens and user under two keys and restores them when the app starts', () => {
    const first = createAuthStore(window.localStorage);
    first.signIn('ada@example.com', { access: 'A', refresh: 'R' });
    expect(JSON.parse(window.localStorage.getItem(TOKENS_STORAGE_KEY) ?? '')).toEqual({
      accessToken: 'A',
      refreshToken: 'R',
    });
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? '')).toEqual({
      email: 'ada@example.com',
    });

    const restored = createAuthStore(window.localStorage).getState();
    expect(restored).toEqual({
      user: { email: 'ada@example.com' },
      tokens: { accessToken: 'A', refreshToken: 'R' },
      isAuthenticated: true,
      isRefreshing: false,
    });
  });

  it('is not authenticated with tokens but no user, or a user but no tokens', () => {
    window.localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken: 'A', refreshToken: 'R' }));
    expect(createAuthStore(window.localStorage).getState().isAuthenticated).toBe(false);
    window.localStorage.clear();
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 'a@b.co' }));
    expect(createAuthStore(window.localStorage).getState().isAuthenticated).toBe(false);
  });

  it('ignores corrupted storage instead of crashing', () => {
    window.localStorage.setItem(TOKENS_STORAGE_KEY, '{not json');
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ email: 42 }));
    expect(createAuthStore(window.localStorage).getState()).toMatchObject({
      user: null,
      tokens: null,
      isAuthenticated: false,
    });
  });

  it('clears memory and storage on logout', () => {
    const store = createAuthStore(window.localStorage);
    store.signIn('ada@example.com', { access: 'A', refresh: 'R' });
    store.clear();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
