import type { Locale } from '@plotplan/contract/locale';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadedCatalogue, type MessageKey } from './catalogue';
import { getLocale } from './locale-store';

/** A message's ICU arguments: numbers, strings, dates. */
export type MessageValues = Record<string, string | number | Date>;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** A missing message is a bug the catalogue test catches; at run time the key itself shows. */
const onError = (error: { code: string; message: string }) => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
};

/** The formatter of a language (messages, numbers, dates), made once its catalogue is loaded. */
export function intlFor(locale: Locale): IntlShape {
  const cached = intls.get(locale);
  if (cached !== undefined) return cached;
  const messages = loadedCatalogue(locale);
  const intl = createIntl({ locale, messages: messages ?? {}, defaultLocale: 'en', onError }, cache);
  if (messages !== undefined) intls.set(locale, intl);
  return intl;
}

/** A message in the given language. */
export const translate = (locale: Locale, key: MessageKey, values?: MessageValues): string =>
  intlFor(locale).formatMessage({ id: key }, values);

/** A message in the interface's language now; for code outside components (toasts, loaders). */
export const t = (key: MessageKey, values?: MessageValues): string => translate(getLocale(), key, values);
