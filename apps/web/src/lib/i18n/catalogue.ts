import type { Locale } from '@plotplan/contract/locale';
import type en from './messages/en.json';

/** A message's id; English is the reference catalogue, so a key is one English has. */
export type MessageKey = keyof typeof en;
export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * Each language's catalogue is a chunk of its own, loaded before the first render and on a switch,
 * so the first page carries one language. A catalogue missing a key fails the type check here.
 */
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./messages/en.json'),
  ru: () => import('./messages/ru.json'),
};

const loaded = new Map<Locale, Catalogue>();

/** Makes a language's messages available (once); the interface switches to it only after. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, (await loaders[locale]()).default);
}

/** Makes a catalogue available at once (tests, which do not wait for chunks). */
export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}

/** A loaded catalogue; undefined until `loadCatalogue` has finished. */
export const loadedCatalogue = (locale: Locale): Catalogue | undefined => loaded.get(locale);
