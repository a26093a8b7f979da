import { messages } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword, passwordProblems } from './password-policy.js';

describe('the common-password list', () => {
  it('ships at least 1,000 distinct lower-case entries without blanks', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(1000);
    for (const word of list) expect(word).toBe(word.trim().toLowerCase());
    expect(list.has('')).toBe(false);
  });

  it('matches ignoring case and surrounding spaces', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword(' QWERTYUIOP ')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('Correct-Horse-Battery-9')).toBe(false);
  });
});

describe('passwordProblems', () => {
  it('accepts a good password', () => {
    expect(passwordProblems('Correct-Horse-Battery-9', 'ada@example.com')).toEqual([]);
  });

  it('adds the list to the contract rules', () => {
    expect(passwordProblems('sunshine', 'ada@example.com')).toEqual([messages.passwordCommon]);
    expect(passwordProblems('12345678', 'ada@example.com')).toEqual([
      messages.passwordNumeric,
      messages.passwordCommon,
    ]);
    expect(passwordProblems('lovelace', 'ada.lovelace@example.com')).toEqual([messages.passwordSimilar]);
  });
});
