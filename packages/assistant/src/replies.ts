// The assistant's wording: names of objects and directions, distances, and the fixed replies
// (help, requests it could not act on). Plain English, specific; lengths in the plot's units (measures.ts).
import { objectByCode, type LandscapeObject, type PlacedObject, type UnitSystem } from '@plotplan/domain';
import type { CompassPoint, Placement } from './commands/index.js';
import type { ParsedRequest } from './parse/parsed-request.js';
import { lengthText } from './measures.js';
import type { Refusal } from './outcome.js';

/** "north-east". */
export function compassWord(point: CompassPoint): string {
  return point.replace('_', '-');
}

const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A catalog entry's name as a common noun ("medium fruit tree"); a size in the name is left out
 * ("Greenhouse 3 x 4 m" -> "greenhouse"): the object's own size may differ.
 */
export function catalogNoun(code: string, catalog: readonly LandscapeObject[]): string {
  const entry = objectByCode(code, catalog);
  if (entry === undefined) return code.replace(/_/g, ' ');
  const name = entry.name.replace(/\s+\d+(\.\d+)?\s*x\s*\d+(\.\d+)?\s*m$/i, '').trim();
  return lower(name === '' ? entry.name : name);
}

/** A placed object in a sentence: its label as written, else "the " + its catalog name. */
export function objectName(o: PlacedObject, catalog: readonly LandscapeObject[]): string {
  if (o.label !== undefined && o.label.trim() !== '') return o.label.trim();
  return `the ${catalogNoun(o.landscape_object, catalog)}`;
}

/**
 * Several objects in a sentence: labels as written, the rest grouped by kind ("Antonovka apple and
 * the 3 vegetable beds").
 */
export function groupNames(objects: readonly PlacedObject[], catalog: readonly LandscapeObject[]): string {
  const hasLabel = (o: PlacedObject): boolean => o.label !== undefined && o.label.trim() !== '';
  // Each label in place; each unlabelled kind once, where it first appears, with its count.
  const parts: ({ label: string } | { code: string })[] = [];
  const counts = new Map<string, number>();
  for (const o of objects) {
    if (hasLabel(o)) {
      parts.push({ label: (o.label ?? '').trim() });
      continue;
    }
    const n = counts.get(o.landscape_object) ?? 0;
    if (n === 0) parts.push({ code: o.landscape_object });
    counts.set(o.landscape_object, n + 1);
  }
  return listWords(
    parts.map((p) => {
      if ('label' in p) return p.label;
      const n = counts.get(p.code) ?? 1;
      const noun = catalogNoun(p.code, catalog);
      return n === 1 ? `the ${noun}` : `the ${n} ${plural(noun)}`;
    }),
  );
}

/** "berry bush" -> "berry bushes", "bed" -> "beds"; the lexicon reads plurals by it too (pluralForms). */
export function plural(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "a well", "an apple tree", "3 beds". */
export function counted(n: number, noun: string): string {
  if (n === 1) return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
  return `${n} ${plural(noun)}`;
}

/** "the well, the sauna and the house". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/**
 * Where a placement asked for, as a phrase: "on the south side", "near the house"; for a move
 * (`towards`) "to the south side".
 */
export function placementPhrase(placement: Placement, units: UnitSystem, towards = false): string {
  switch (placement.kind) {
    case 'side': {
      const area = placement.side.includes('_')
        ? `the ${compassWord(placement.side)} corner`
        : `the ${placement.side} side`;
      return `${towards ? 'to' : placement.side.includes('_') ? 'in' : 'on'} ${area}`;
    }
    case 'near':
      return `near the ${placement.ref.noun}`;
    case 'away_from':
      return `away from the ${placement.ref.noun}`;
    case 'beside':
      return `${compassWord(placement.direction)} of the ${placement.ref.noun}`;
    case 'shift':
      return `${lengthText(placement.distance_m, units)} ${compassWord(placement.direction)}`;
    case 'sunniest':
      return `${towards ? 'to' : 'in'} the sunniest spot`;
  }
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

const EXAMPLES = [
  '"add 3 apple trees on the south side"',
  '"move the sauna away from the house"',
  '"move the greenhouse 2 m east"',
  '"rotate the garage"',
  '"make the pond bigger"',
  '"remove all beds"',
  '"swap the well and the toilet"',
  '"regenerate, but keep the house"',
  '"add a path from the gate to the house"',
  '"why is the well red?"',
  '"how many sun hours does the greenhouse get?"',
  '"how big is my plot?"',
  '"undo"',
];

/** What the assistant can do, with example phrasings. */
export function helpText(): string {
  return [
    'I can change your plan and answer questions about it, keeping to the distance rules:',
    '- add objects from the catalog, move, rotate, resize, remove or swap them;',
    '- lay the plan out anew, keeping the objects you name;',
    '- lay paths from the gate to the house and on to every building and the beds;',
    '- explain what rule an object breaks, tell its sun hours, or give the plot size;',
    '- undo my last change.',
    `Try for example: ${EXAMPLES.join(', ')}.`,
    'Directions like "south" follow true north as set for your plot.',
  ].join('\n');
}

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);

const stem = (w: string): string => w.replace(/(es|s)$/, '');

/** Catalog names that share a word with `noun` ("hot tub" -> nothing; "apple bush" -> "Berry bush"). */
export function similarNames(noun: string, catalog: readonly LandscapeObject[], max = 3): string[] {
  const wanted = new Set(words(noun).map(stem));
  if (wanted.size === 0) return [];
  return catalog
    .map((entry) => ({ entry, shared: words(entry.name).filter((w) => wanted.has(stem(w))).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.entry.id - b.entry.id)
    .slice(0, max)
    .map((x) => lower(x.entry.name));
}

/** The reply when a message could not become commands: an unknown object, or not understood. */
export function parseProblemReply(parsed: ParsedRequest, catalog: readonly LandscapeObject[]): string {
  if (parsed.kind === 'unknown_object') {
    const noun = parsed.noun.trim() === '' ? 'such object' : parsed.noun.trim();
    const similar = similarNames(noun, catalog);
    const hint =
      similar.length > 0
        ? ` The closest I have: ${listWords(similar)}.`
        : ' You can browse what it has in the object list.';
    return `The catalog has no ${noun}, so I can't place one.${hint}`;
  }
  if (parsed.kind === 'not_understood') {
    return `Sorry, I didn't understand that. ${helpText()}`;
  }
  return helpText();
}

/**
 * Why a placing was refused: 'At the spot asked for it would break "Outdoor toilet to the house";
 * the nearest spot that works is 2.5 m north of it.' Empty when nothing is known.
 */
export function refusalText(refusal: Refusal, units: UnitSystem): string {
  const parts: string[] = [];
  if (refusal.rule !== undefined) parts.push(`At the spot asked for it would break "${refusal.rule.title}"`);
  const near = refusal.nearest;
  if (near !== undefined) {
    const where = `${lengthText(near.distance_m, units)} ${compassWord(near.direction)} of it`;
    parts.push(
      parts.length === 0
        ? `The nearest spot that works is ${where}`
        : `the nearest spot that works is ${where}`,
    );
  } else if (parts.length > 0) parts.push('no spot nearby works either');
  return parts.length === 0 ? '' : `${parts.join('; ')}.`;
}
