import { describe, expect, it } from 'vitest';
import { authDetails, messages, throttledDetail } from '../auth.js';
import { localizeBody, localizeText } from './localize-text.js';

describe('the server texts in Russian', () => {
  it('has every auth message and detail', () => {
    for (const text of [...Object.values(messages), ...Object.values(authDetails)]) {
      const russian = localizeText(text, 'ru');
      expect(russian, text).not.toBe(text);
      expect(russian, text).toMatch(/[а-яё]/i);
    }
  });

  it('fills in the numbers with Russian plurals', () => {
    expect(localizeText(throttledDetail(1), 'ru')).toBe('Слишком много запросов. Повторите через 1 секунду.');
    expect(localizeText(throttledDetail(3), 'ru')).toBe('Слишком много запросов. Повторите через 3 секунды.');
    expect(localizeText(throttledDetail(11), 'ru')).toBe(
      'Слишком много запросов. Повторите через 11 секунд.',
    );
    expect(localizeText('Ensure this field has no more than 254 characters.', 'ru')).toBe(
      'Не больше 254 символов.',
    );
  });

  it("says a failed generation's error in Russian", () => {
    expect(localizeText('Generation took longer than 10 s.', 'ru')).toBe('Генерация заняла больше 10 с.');
    expect(localizeText('Generation took longer than 2.5 s.', 'ru')).toBe('Генерация заняла больше 2,5 с.');
    expect(localizeText('The generator stopped unexpectedly.', 'ru')).toBe(
      'Генератор неожиданно остановился.',
    );
  });

  it('keeps English as it is, and any text it does not know', () => {
    expect(localizeText(messages.required, 'en')).toBe(messages.required);
    expect(localizeText('Something new.', 'ru')).toBe('Something new.');
  });

  it('translates every message of an error body but its code', () => {
    const body = {
      email: [messages.required],
      nested: { non_field_errors: ['Not found.'] },
      code: 'invalid',
    };
    expect(localizeBody(body, 'ru')).toEqual({
      email: ['Обязательное поле.'],
      nested: { non_field_errors: ['Не найдено.'] },
      code: 'invalid',
    });
  });
});
