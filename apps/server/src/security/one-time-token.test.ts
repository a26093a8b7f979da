import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOneTimeToken, newOneTimeToken } from './one-time-token.js';

describe('one-time tokens', () => {
  it('are 32 random bytes in base64url, all different', () => {
    const tokens = new Set(Array.from({ length: 200 }, newOneTimeToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256', () => {
    const token = newOneTimeToken();
    expect(hashOneTimeToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashOneTimeToken(token)).not.toContain(token);
  });
});
