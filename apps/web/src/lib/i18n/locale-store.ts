import { locales, negotiateLocale, type Locale } from '@plotplan/contract/locale';
import { loadCatalogue } from './catalogue';

/** Where this browser keeps the language last chosen (or taken from the account). */
export const LOCALE_STORAGE_KEY = 'plotplan.locale';

const isLocale = (value: unknown): value is Locale => locales.some((l) => l === value);

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language the first time: the one chosen earlier in this browser, else the browser's own. */
export function initialLocale(): Locale {
  return storedLocale() ?? negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

let current: Locale = initialLocale();
const listeners = new Set<() => void>();

export const getLocale = (): Locale => current;

/** Switches the interface language now and remembers it in this browser. */
export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  if (locale === current) return;
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads a language's messages, then switches the interface to it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  setLocale(locale);
}
