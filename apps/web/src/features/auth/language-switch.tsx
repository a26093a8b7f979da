import { locales, type Locale } from '@plotplan/contract/locale';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { chooseLocale, getLocale, useLocale, useT, type MessageKey } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { authApi, meQueryKey } from './auth-api';

/** Each language by its own name. */
const names: Record<Locale, MessageKey> = { en: 'language.en', ru: 'language.ru' };

/** A phone's header has room for the language's code only ("RU"); wider screens name it. */
const NARROW = '(max-width: 40rem)';
const subscribeNarrow = (change: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const useNarrow = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );

/** A signed-in user's language as stored on the account, applied once the profile is loaded. */
export function useAccountLocale(): void {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => authApi.me(signal),
    enabled: isAuthenticated,
  });
  const stored = isAuthenticated ? me.data?.locale : undefined;
  useEffect(() => {
    if (stored === undefined || stored === null || stored === getLocale()) return;
    void chooseLocale(stored).then(() => queryClient.invalidateQueries({ queryKey: ['catalog'] }));
  }, [stored, queryClient]);
}

/** The header's language switch: changes the interface now; a signed-in user's choice is kept on the account. */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const narrow = useNarrow();
  useAccountLocale();

  const choose = async (next: Locale) => {
    await chooseLocale(next);
    // Catalog names come in the language asked for: ask again.
    await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    if (!isAuthenticated) return;
    try {
      queryClient.setQueryData(meQueryKey, await authApi.updateMe({ locale: next }));
    } catch {
      notify.warning(t('language.notSaved'), t('language.notSavedDetail'));
    }
  };

  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = locales.find((l) => l === event.target.value);
          if (next !== undefined) void choose(next);
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l} title={t(names[l])}>
            {narrow ? l.toUpperCase() : t(names[l])}
          </option>
        ))}
      </select>
    </label>
  );
}
