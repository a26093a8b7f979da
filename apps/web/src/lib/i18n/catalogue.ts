import type { Locale } from '@plotplan/contract/locale';
import en from './messages/en.json';
import ru from './messages/ru.json';

/** A message's id; English is the reference catalogue, so a key is one English has. */
export type MessageKey = keyof typeof en;

/** Every language's catalogue; a key missing from one fails the type check here. */
export const catalogues: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, ru };
