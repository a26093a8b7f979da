import type { Locale } from '@plotplan/contract/locale';
import { useCallback, useSyncExternalStore } from 'react';
import type { MessageKey } from './catalogue';
import { translate, type MessageValues } from './intl';
import { getLocale, subscribeLocale } from './locale-store';

/** The interface language; a component using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, getLocale, getLocale);

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `t(key, values)` in a given language, not the interface's (an export in the project's language). */
export const translatorFor =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(locale, key, values);

/** `t(key, values)` in the interface's language; the component renders again on a switch. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, values) => translatorFor(locale)(key, values), [locale]);
}
