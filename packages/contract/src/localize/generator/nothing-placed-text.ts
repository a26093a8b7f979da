import type { Locale } from '../../locale-list.js';
import { ruPlural } from '../ru-server-text.js';

// Why a request gave no plan: every object of the selection was left out. "Nothing in the selection
// could be placed on this plot. The small house needs 3 m from ...: there was no such spot left. ...
// Try fewer or smaller objects, or check the plot's size and rules."

/** The reasons listed; the rest are counted. */
const NOTHING_PLACED_REASONS = 3;

const WORDS: Readonly<Record<Locale, { head: string; more: (n: number) => string; tail: string }>> = {
  en: {
    head: 'Nothing in the selection could be placed on this plot.',
    more: (n) => `(${n} more like this.)`,
    tail: "Try fewer or smaller objects, or check the plot's size and rules.",
  },
  ru: {
    head: 'Ничего из выбранного не удалось разместить на этом участке.',
    more: (n) => `(И ещё ${n} ${ruPlural(n, 'такая причина', 'такие причины', 'таких причин')}.)`,
    tail: 'Выберите меньше объектов или объекты поменьше либо проверьте размер участка и правила.',
  },
};

/** The failed generation's message from its left-out objects' reasons, said in the language. */
export function nothingPlacedText(reasons: readonly string[], locale: Locale): string {
  const words = WORDS[locale];
  const distinct = [...new Set(reasons)];
  const shown = distinct.slice(0, NOTHING_PLACED_REASONS);
  const more = distinct.length - shown.length;
  return [words.head, ...shown, ...(more > 0 ? [words.more(more)] : []), words.tail].join(' ');
}
