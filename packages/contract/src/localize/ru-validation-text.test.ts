import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unitPricesSchema } from '../unit-prices.js';
import { localizeText } from './localize-text.js';
import { ruValidationExact } from './ru-validation-text.js';

const russian = /[а-яё]/i;

describe('validation messages in Russian', () => {
  it('has every fixed schema message', () => {
    for (const [english, text] of Object.entries(ruValidationExact)) {
      expect(localizeText(english, 'ru'), english).toBe(text);
      expect(text, english).toMatch(russian);
    }
  });

  it('says the unit price schema’s messages in Russian', () => {
    const parsed = unitPricesSchema.safeParse({ currency: 'euro', prices: { fence_m: -1, paved_m2: 'x' } });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => localizeText(issue.message, 'ru')) ?? [];
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(message).toMatch(russian);
  });

  it("says zod's own defaults in Russian, with Russian plurals", () => {
    const issues = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues.map((issue) => localizeText(issue.message, 'ru')) ?? [];
    expect(issues(z.number(), 'a')).toEqual(['Неверные данные: ожидалось число, получено строка']);
    expect(issues(z.string().max(2), 'abc')).toEqual(['Слишком много: нужно не больше 2 символов']);
    expect(issues(z.string().min(1), '')).toEqual(['Слишком мало: нужно не меньше 1 символа']);
    expect(issues(z.array(z.number()).min(3), [1])).toEqual(['Слишком мало: нужно не меньше 3 элементов']);
    expect(issues(z.number().max(5), 7)).toEqual(['Слишком много: нужно не больше 5']);
    expect(issues(z.enum(['a', 'b']), 'c')).toEqual(['Неверный вариант: ожидается один из "a"|"b"']);
    expect(issues(z.strictObject({}), { x: 1 })).toEqual(['Неизвестные поля: "x"']);
  });

  it('names the field of a number message', () => {
    expect(localizeText('The width must be a number.', 'ru')).toBe('Ширина: нужно число.');
    expect(localizeText('The height must be at most 30.', 'ru')).toBe('Высота: не больше 30.');
    expect(localizeText('The width must be a number.', 'en')).toBe('The width must be a number.');
  });
});
