import {
  feetAndInchesText,
  NOT_PLACED_REASON_MAX,
  russianRuleTitle,
  type EdgeKind,
  type NotPlacedReason,
  type ReasonNeed,
  type ReasonObject,
  type ReasonTarget,
  type UnitSystem,
} from '@plotplan/domain';
import type { Locale } from '../../locale-list.js';
import { englishName, joinAnd, metresEn, metresRu, russianName } from './reason-words.js';

// A not-placed reason (a code from the generator) in words: "The swimming pool needs 3 m from the
// neighbour boundary and 2 m from the house: there was no such spot left." Needs are cut (with "and
// more") to keep the sentence within NOT_PLACED_REASON_MAX characters. On an imperial plot the
// distances are in feet and inches ("9' 10" from the street"), in either language.

/** A distance in words: "3 m", "3 м", or 9' 10" on an imperial plot. */
type Length = (m: number) => string;

const EDGE_EN: Readonly<Record<EdgeKind, string>> = {
  neighbor: 'the neighbour boundary',
  street: 'the street',
  driveway: 'the driveway',
  forest: 'the forest edge',
  water: 'the water',
  field: 'the field side',
  unknown: 'the boundary',
};

// After "от" (genitive).
const EDGE_RU: Readonly<Record<EdgeKind, string>> = {
  neighbor: 'границы с соседями',
  street: 'улицы',
  driveway: 'проезда',
  forest: 'опушки леса',
  water: 'воды',
  field: 'поля',
  unknown: 'границы участка',
};

function targetEn(t: ReasonTarget): string {
  switch (t.kind) {
    case 'edge':
      return EDGE_EN[t.edge];
    case 'protected_area':
      return 'a protected area';
    case 'neighbour_building':
      return "the neighbour's building";
    case 'object':
      return t.same ? `another ${englishName(t.object)}` : `the ${englishName(t.object)}`;
  }
}

function targetRu(t: ReasonTarget): string {
  switch (t.kind) {
    case 'edge':
      return EDGE_RU[t.edge];
    case 'protected_area':
      return 'охранной зоны';
    case 'neighbour_building':
      return 'дома соседей';
    case 'object':
      return t.same ? `другого объекта «${russianName(t.object)}»` : `объекта «${russianName(t.object)}»`;
  }
}

function needEn(n: ReasonNeed, length: Length): string {
  switch (n.code) {
    case 'distance':
      return `${length(n.m)} from ${targetEn(n.from)}`;
    case 'clear_of':
      return `a spot clear of ${targetEn(n.of)}`;
    case 'room_inside':
      return 'room inside the plot';
    case 'room':
      return 'room';
    case 'rule':
      return n.title.toLowerCase();
  }
}

function needRu(n: ReasonNeed, length: Length): string {
  switch (n.code) {
    case 'distance':
      return `${length(n.m)} от ${targetRu(n.from)}`;
    case 'clear_of':
      return `место вне ${targetRu(n.of)}`;
    case 'room_inside':
      return 'место внутри участка';
    case 'room':
      return 'место';
    case 'rule':
      return `соблюсти правило «${russianRuleTitle({ id: n.rule_id, title: n.title })}»`;
  }
}

interface Words {
  readonly need: (n: ReasonNeed, length: Length) => string;
  readonly metres: Length;
  readonly head: (o: ReasonObject) => string;
  readonly tail: string;
  readonly and: string;
  readonly more: string;
  readonly nowhere: (o: ReasonObject) => string;
}

const WORDS: Readonly<Record<Locale, Words>> = {
  en: {
    need: needEn,
    metres: (m) => `${metresEn(m)} m`,
    head: (o) => `The ${englishName(o)} needs `,
    tail: ': there was no such spot left.',
    and: 'and',
    more: 'and more',
    nowhere: (o) => `The ${englishName(o)} did not fit anywhere the rules allow.`,
  },
  ru: {
    need: needRu,
    metres: (m) => `${metresRu(m)} м`,
    head: (o) => `«${russianName(o)}»: нужно `,
    tail: ' — такого места не осталось.',
    and: 'и',
    more: 'и другое',
    nowhere: (o) => `«${russianName(o)}»: нет места, где это позволяют правила.`,
  },
};

/**
 * A not-placed reason in the language, at most NOT_PLACED_REASON_MAX characters; the distances in
 * the plot's units.
 */
export function notPlacedText(reason: NotPlacedReason, locale: Locale, units: UnitSystem = 'metric'): string {
  const words = WORDS[locale];
  const length = units === 'imperial' ? feetAndInchesText : words.metres;
  const needs = [...new Set(reason.needs.map((need) => words.need(need, length)))];
  const head = words.head(reason.object);
  for (let n = needs.length; n >= 1; n--) {
    const listed = needs.slice(0, n);
    const list = n < needs.length ? `${listed.join(', ')} ${words.more}` : joinAnd(listed, words.and);
    const sentence = `${head}${list}${words.tail}`;
    if (sentence.length <= NOT_PLACED_REASON_MAX) return sentence;
  }
  return words.nowhere(reason.object).slice(0, NOT_PLACED_REASON_MAX);
}

/**
 * A reason stored before the codes (English words only) in the language: in Russian the object is
 * named around the English, "Не размещено: Баня (No room)".
 */
export function wordsOnlyReasonText(code: string, reason: string, locale: Locale): string {
  return locale === 'en' ? reason : `Не размещено: ${russianName({ code, name: code })} (${reason})`;
}
