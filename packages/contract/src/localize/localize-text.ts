import type { Locale } from '../locale-list.js';
import { ruExact, ruPatterns } from './ru-server-text.js';
import { ruValidationExact, ruValidationPatterns } from './ru-validation-text.js';

/** One of the server's English texts in the given language; a text it does not know stays as it is. */
export function localizeText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const exact = ruExact[text] ?? ruValidationExact[text];
  if (exact !== undefined) return exact;
  for (const [pattern, russian] of [...ruPatterns, ...ruValidationPatterns]) {
    const match = pattern.exec(text);
    if (match !== null) return russian(...match.slice(1));
  }
  return text;
}

/** Every string in an error body (its `detail` and field message lists, nested), in the language. */
export function localizeBody(body: unknown, locale: Locale): unknown {
  if (locale === 'en') return body;
  if (typeof body === 'string') return localizeText(body, locale);
  if (Array.isArray(body)) return body.map((item: unknown) => localizeBody(item, locale));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, key === 'code' ? value : localizeBody(value, locale)]),
    );
  }
  return body;
}
