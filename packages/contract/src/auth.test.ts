import { describe, expect, it } from 'vitest';
import {
  authDetails,
  blacklistResponseSchema,
  credentialsSchema,
  emailSchema,
  messages,
  newPasswordProblems,
  throttledDetail,
} from './auth.js';

describe('auth contract', () => {
  it('words the throttle answer as DRF does', () => {
    expect(throttledDetail(42)).toBe('Request was throttled. Expected available in 42 seconds.');
    expect(throttledDetail(1)).toBe('Request was throttled. Expected available in 1 second.');
  });

  it('keeps the detail texts the client and the spec rely on', () => {
    expect(authDetails.registered).toBe('Check your e-mail to confirm your address.');
    expect(authDetails.noActiveAccount).toBe('No active account found with the given credentials');
    expect(authDetails.tokenNotValid).toBe('Given token not valid for any token type');
    expect(authDetails.refreshNotValid).toBe('Token is invalid or expired');
  });

  it('trims addresses and refuses non-ASCII ones', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
    expect(emailSchema.safeParse('ädä@example.com').success).toBe(false);
  });

  it('does not apply new-password rules when signing in', () => {
    expect(credentialsSchema.safeParse({ email: 'a@example.com', password: '1' }).success).toBe(true);
    expect(newPasswordProblems('1', 'a@example.com')).toContain(messages.passwordTooShort);
  });

  it('describes the blacklist answer as an empty object', () => {
    expect(blacklistResponseSchema.parse({ extra: 1 })).toEqual({});
  });
});
