import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher.js';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('Correct-Horse-Battery-9');
    const second = await hashPassword('Correct-Horse-Battery-9');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(first)).toMatchObject({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('ünïcødé pass ✓');
    expect(await verifyPassword(hash, 'ünïcødé pass ✓')).toBe(true);
    expect(await verifyPassword(hash, 'unicode pass')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
  });

  it('checks a dummy hash for unknown accounts and always says no', async () => {
    expect(await verifyAgainstDummy('dummy password that matches nothing')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
