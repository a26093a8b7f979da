import type { LandscapeObject } from '@plotplan/domain';
import { tokenize } from './tokens.js';
import { plural } from '../replies.js';

// The nouns the interpreter knows, each with the catalog codes it can mean, most likely first. A
// noun names every code it may refer to ("the house" finds whichever house is placed); adding one
// takes the first. Codes the catalog at hand lacks are dropped, and a noun left with none is read as
// an object the catalog does not have. Every catalog object is also known by its own name.

export interface VocabularyEntry {
  /** Singular phrases, lower case, as a user writes them. */
  readonly phrases: readonly string[];
  readonly codes: readonly string[];
  /** A plural says what kind, not how many ("add raspberries" is one raspberry row). */
  readonly mass?: boolean;
}

const houses = ['house_medium', 'house_small', 'house_large', 'house_log'];
const saunas = ['bathhouse', 'sauna_barrel'];
const greenhouses = ['greenhouse_3x4', 'greenhouse_3x6'];
const fruitTrees = ['fruit_tree_medium', 'fruit_tree_tall', 'fruit_tree_dwarf'];
const trees = [...fruitTrees, 'shade_tree_birch', 'shade_tree_lime'];
const gardenBeds = ['vegetable_bed', 'raised_bed', 'herb_bed', 'strawberry_bed'];
const flowerBeds = ['flower_bed', 'flower_bed_round'];

export const vocabulary: readonly VocabularyEntry[] = [
  // Dwellings.
  { phrases: ['house', 'home', 'cottage', 'dwelling', 'main house', 'dacha', 'residence'], codes: houses },
  { phrases: ['small house', 'little house', 'tiny house'], codes: ['house_small'] },
  { phrases: ['medium house'], codes: ['house_medium'] },
  { phrases: ['large house', 'big house'], codes: ['house_large'] },
  { phrases: ['log house', 'log cabin', 'cabin', 'wooden house', 'timber house'], codes: ['house_log'] },
  {
    phrases: ['guest house', 'guesthouse', 'guest cottage', 'annex', 'annexe', 'granny flat'],
    codes: ['guest_house'],
  },
  // Outbuildings.
  { phrases: ['garage'], codes: ['garage'] },
  { phrases: ['carport', 'car port', 'car shelter'], codes: ['carport'] },
  { phrases: ['sauna', 'banya', 'bania', 'steam room'], codes: saunas },
  { phrases: ['bathhouse', 'bath house'], codes: ['bathhouse', 'sauna_barrel'] },
  { phrases: ['barrel sauna', 'sauna barrel'], codes: ['sauna_barrel'] },
  { phrases: ['workshop', 'work shop', 'studio'], codes: ['workshop'] },
  { phrases: ['shed', 'outbuilding'], codes: ['garden_shed', 'woodshed'] },
  { phrases: ['garden shed', 'tool shed', 'storage shed'], codes: ['garden_shed'] },
  { phrases: ['woodshed', 'wood shed', 'firewood shed', 'log store', 'wood store'], codes: ['woodshed'] },
  { phrases: ['greenhouse', 'glasshouse', 'hothouse', 'polytunnel', 'poly tunnel'], codes: greenhouses },
  { phrases: ['small greenhouse'], codes: ['greenhouse_3x4'] },
  { phrases: ['large greenhouse', 'big greenhouse', 'long greenhouse'], codes: ['greenhouse_3x6'] },
  // Animals.
  {
    phrases: ['poultry house', 'chicken coop', 'coop', 'hen house', 'henhouse', 'chicken house'],
    codes: ['poultry_house'],
  },
  { phrases: ['barn', 'small barn', 'stable', 'cowshed', 'goat shed'], codes: ['small_barn'] },
  { phrases: ['rabbit hutch', 'hutch', 'rabbit cage'], codes: ['rabbit_hutch'] },
  { phrases: ['beehive', 'bee hive', 'hive'], codes: ['beehive'] },
  // Sanitary.
  {
    phrases: ['toilet', 'outhouse', 'loo', 'outdoor toilet', 'privy', 'latrine', 'wc', 'dry toilet'],
    codes: ['outdoor_toilet'],
  },
  { phrases: ['shower', 'outdoor shower', 'summer shower', 'garden shower'], codes: ['outdoor_shower'] },
  {
    phrases: ['compost', 'compost heap', 'compost pile', 'composter'],
    codes: ['compost_bin', 'compost_triple'],
  },
  { phrases: ['compost bin'], codes: ['compost_bin'] },
  { phrases: ['compost bay', 'triple compost'], codes: ['compost_triple'] },
  { phrases: ['septic tank', 'septic', 'cesspit', 'cesspool', 'sewage tank'], codes: ['septic_tank'] },
  // Water.
  { phrases: ['well', 'water well', 'dug well'], codes: ['well', 'borehole'] },
  { phrases: ['borehole', 'bore hole', 'drilled well'], codes: ['borehole'] },
  {
    phrases: ['rainwater tank', 'water tank', 'rain tank', 'water butt', 'rain barrel', 'cistern', 'tank'],
    codes: ['rainwater_tank'],
  },
  { phrases: ['pond', 'garden pond', 'fish pond'], codes: ['pond', 'pond_round'] },
  { phrases: ['wildlife pond', 'natural pond', 'round pond'], codes: ['pond_round'] },
  { phrases: ['pool', 'swimming pool', 'paddling pool'], codes: ['pool'] },
  // Kitchen garden: "beds" are garden beds; flower beds are their own noun.
  { phrases: ['bed', 'garden bed', 'planting bed'], codes: gardenBeds },
  {
    phrases: [
      'vegetable bed',
      'veg bed',
      'veggie bed',
      'vegetable patch',
      'vegetable garden',
      'kitchen garden',
    ],
    codes: ['vegetable_bed'],
  },
  { phrases: ['vegetable', 'veggie'], codes: ['vegetable_bed'], mass: true },
  { phrases: ['raised bed', 'raised garden bed'], codes: ['raised_bed'] },
  { phrases: ['herb bed', 'herb garden', 'greens bed'], codes: ['herb_bed'] },
  { phrases: ['herb'], codes: ['herb_bed'], mass: true },
  { phrases: ['strawberry bed', 'strawberry patch'], codes: ['strawberry_bed'] },
  { phrases: ['strawberry'], codes: ['strawberry_bed'], mass: true },
  {
    phrases: [
      'berry bush',
      'bush',
      'shrub',
      'currant',
      'currant bush',
      'blackcurrant',
      'redcurrant',
      'gooseberry',
      'gooseberry bush',
      'blueberry',
      'blueberry bush',
    ],
    codes: ['berry_bush'],
  },
  { phrases: ['raspberry row', 'berry row', 'raspberry cane'], codes: ['berry_row'] },
  { phrases: ['raspberry', 'blackberry'], codes: ['berry_row'], mass: true },
  // Trees and hedges.
  { phrases: ['tree'], codes: trees },
  {
    phrases: [
      'fruit tree',
      'apple tree',
      'pear tree',
      'cherry tree',
      'plum tree',
      'apricot tree',
      'apple',
      'pear',
      'cherry',
      'plum',
    ],
    codes: fruitTrees,
  },
  { phrases: ['tall fruit tree', 'big fruit tree', 'large fruit tree'], codes: ['fruit_tree_tall'] },
  { phrases: ['medium fruit tree'], codes: ['fruit_tree_medium'] },
  {
    phrases: [
      'dwarf fruit tree',
      'small fruit tree',
      'dwarf tree',
      'dwarf apple tree',
      'columnar apple tree',
    ],
    codes: ['fruit_tree_dwarf'],
  },
  {
    phrases: ['tall tree', 'big tree', 'large tree'],
    codes: ['fruit_tree_tall', 'shade_tree_birch', 'shade_tree_lime'],
  },
  { phrases: ['shade tree'], codes: ['shade_tree_birch', 'shade_tree_lime'] },
  { phrases: ['birch', 'birch tree', 'silver birch'], codes: ['shade_tree_birch'] },
  { phrases: ['lime tree', 'lime', 'linden', 'linden tree'], codes: ['shade_tree_lime'] },
  { phrases: ['hedge', 'hedgerow', 'privet hedge', 'living fence'], codes: ['hedge'] },
  // Lawn and flowers.
  { phrases: ['lawn', 'grass', 'turf', 'grass area'], codes: ['lawn'] },
  { phrases: ['flower bed', 'flowerbed', 'flower border', 'flower garden'], codes: flowerBeds },
  { phrases: ['flower'], codes: flowerBeds, mass: true },
  { phrases: ['round flower bed', 'round flowerbed', 'circular flower bed'], codes: ['flower_bed_round'] },
  // Recreation and play.
  { phrases: ['gazebo', 'arbor', 'arbour', 'pavilion'], codes: ['gazebo'] },
  { phrases: ['pergola'], codes: ['pergola'] },
  { phrases: ['terrace', 'patio', 'deck', 'decking', 'veranda', 'verandah'], codes: ['terrace'] },
  {
    phrases: [
      'bbq',
      'barbecue',
      'barbeque',
      'grill',
      'bbq area',
      'barbecue area',
      'barbeque area',
      'grill area',
    ],
    codes: ['bbq_area'],
  },
  { phrases: ['fire pit', 'firepit', 'campfire', 'bonfire'], codes: ['fire_pit'] },
  {
    phrases: ['playground', 'play area', 'play ground', 'play set', 'swing set', 'climbing frame'],
    codes: ['playground'],
  },
  { phrases: ['swing'], codes: ['playground'], mass: true },
  { phrases: ['sandbox', 'sandpit', 'sand pit', 'sand box'], codes: ['sandbox'] },
  { phrases: ['trampoline'], codes: ['trampoline'] },
  // Paths and parking.
  { phrases: ['path', 'footpath', 'walkway', 'pathway', 'garden path'], codes: ['path'] },
  { phrases: ['driveway', 'drive way'], codes: ['driveway'] },
  {
    phrases: [
      'parking',
      'car park',
      'parking space',
      'parking spot',
      'parking place',
      'parking area',
      'parking lot',
    ],
    codes: ['parking_space'],
    mass: true,
  },
];

/** One known noun phrase, with the codes the catalog at hand has (maybe none). */
export interface LexiconEntry {
  readonly words: readonly string[];
  /** The phrase, singular, lower case: the ObjectRef noun. */
  readonly noun: string;
  readonly codes: readonly string[];
  readonly mass: boolean;
}

export interface Lexicon {
  /** Entries by first word, longest phrase first. */
  readonly byFirstWord: ReadonlyMap<string, readonly LexiconEntry[]>;
}

/**
 * Plural forms of an English noun: "bed" -> beds, "bush" -> bushes, "raspberry" -> raspberries; a
 * plain "s" is accepted everywhere too ("bushs" is a typo, not another noun).
 */
export function pluralForms(word: string): readonly string[] {
  const proper = plural(word);
  return proper === `${word}s` ? [proper] : [proper, `${word}s`];
}

function entryFor(
  phrase: string,
  codes: readonly string[],
  mass: boolean,
  has: ReadonlySet<string>,
): LexiconEntry {
  const words = tokenize(phrase);
  return { words, noun: words.join(' '), codes: codes.filter((c) => has.has(c)), mass };
}

function buildLexicon(catalog: readonly LandscapeObject[]): Lexicon {
  const has = new Set(catalog.map((o) => o.code));
  const entries: LexiconEntry[] = [];
  const known = new Set<string>();
  for (const entry of vocabulary) {
    for (const phrase of entry.phrases) {
      const lexeme = entryFor(phrase, entry.codes, entry.mass ?? false, has);
      entries.push(lexeme);
      known.add(lexeme.noun);
    }
  }
  // Each object by its own name ("Greenhouse 3 x 4 m", "Compost bay (3 bins)"), unless a synonym
  // above already says it; also objects the built-in vocabulary has never heard of.
  for (const object of catalog) {
    const names = [object.name, object.name.replace(/\(.*?\)/g, ' ')];
    for (const name of names) {
      const lexeme = entryFor(name, [object.code], false, has);
      if (lexeme.words.length === 0 || known.has(lexeme.noun)) continue;
      entries.push(lexeme);
      known.add(lexeme.noun);
    }
  }
  const byFirstWord = new Map<string, LexiconEntry[]>();
  for (const entry of entries) {
    const first = entry.words[0] ?? '';
    const list = byFirstWord.get(first) ?? [];
    list.push(entry);
    byFirstWord.set(first, list);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirstWord };
}

const lexicons = new WeakMap<readonly LandscapeObject[], Lexicon>();

/** The lexicon for a catalog, built once per catalog array. */
export function lexiconFor(catalog: readonly LandscapeObject[]): Lexicon {
  let lexicon = lexicons.get(catalog);
  if (lexicon === undefined) {
    lexicon = buildLexicon(catalog);
    lexicons.set(catalog, lexicon);
  }
  return lexicon;
}

export interface NounMatch {
  readonly entry: LexiconEntry;
  /** Whether the last word was in the plural ("apple trees"). */
  readonly plural: boolean;
  readonly next: number;
}

function matchEntry(entry: LexiconEntry, tokens: readonly string[], i: number): NounMatch | undefined {
  const last = entry.words.length - 1;
  for (let k = 0; k < last; k++) if (tokens[i + k] !== entry.words[k]) return undefined;
  const word = entry.words[last] ?? '';
  const token = tokens[i + last];
  if (token === word) return { entry, plural: false, next: i + last + 1 };
  if (token !== undefined && pluralForms(word).includes(token))
    return { entry, plural: true, next: i + last + 1 };
  return undefined;
}

/** The longest known noun phrase at i, singular or plural. */
export function matchNoun(lexicon: Lexicon, tokens: readonly string[], i: number): NounMatch | undefined {
  const first = tokens[i];
  if (first === undefined) return undefined;
  // A plural first word ("trees") is filed under its singular; try the plausible singulars.
  const keys = new Set([
    first,
    first.replace(/ies$/, 'y'),
    first.replace(/es$/, ''),
    first.replace(/s$/, ''),
  ]);
  let best: NounMatch | undefined;
  for (const key of keys) {
    for (const entry of lexicon.byFirstWord.get(key) ?? []) {
      const match = matchEntry(entry, tokens, i);
      if (match !== undefined && (best === undefined || match.next > best.next)) best = match;
    }
  }
  return best;
}

/** The codes a noun phrase means in this catalog (empty: unknown here). For tests and callers. */
export function codesForNoun(noun: string, catalog: readonly LandscapeObject[]): readonly string[] {
  const tokens = tokenize(noun);
  const match = matchNoun(lexiconFor(catalog), tokens, 0);
  return match !== undefined && match.next === tokens.length ? match.entry.codes : [];
}
