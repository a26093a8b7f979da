// Numbers, number words and lengths with units, as the interpreter reads them from normalised tokens.

const units: ReadonlyMap<string, number> = new Map(
  Object.entries({
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
  }),
);

const tens: ReadonlyMap<string, number> = new Map(
  Object.entries({
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  }),
);

/** Quantity phrases that stand for a number ("a couple of" = 2). Longest first. */
const quantityPhrases: readonly (readonly [readonly string[], number])[] = [
  [['a', 'couple', 'of'], 2],
  [['a', 'pair', 'of'], 2],
  [['couple', 'of'], 2],
  [['a', 'couple'], 2],
  [['a', 'few'], 3],
  [['a', 'dozen'], 12],
  [['several'], 3],
  [['dozen'], 12],
];

/** Words that give a length a unit, as metres per unit. */
const lengthUnits: ReadonlyMap<string, number> = new Map(
  Object.entries({
    m: 1,
    metre: 1,
    metres: 1,
    meter: 1,
    meters: 1,
    mtr: 1,
    mtrs: 1,
    cm: 0.01,
    centimetre: 0.01,
    centimetres: 0.01,
    centimeter: 0.01,
    centimeters: 0.01,
    ft: 0.3048,
    foot: 0.3048,
    feet: 0.3048,
    yard: 0.9144,
    yards: 0.9144,
  }),
);

const numberPattern = /^-?\d+(\.\d+)?$/;

/** The value of a numeric token ("3", "2.5", "-45"), or undefined. */
export function numberValue(token: string | undefined): number | undefined {
  if (token === undefined || !numberPattern.test(token)) return undefined;
  const value = Number(token);
  return Number.isFinite(value) ? value : undefined;
}

function startsWith(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((w, k) => words[at + k] === w);
}

/** The number a cardinal word sequence starting at `at` spells ("twenty five"), with its length. */
function cardinalAt(words: readonly string[], at: number): { value: number; length: number } | undefined {
  const first = words[at] ?? '';
  const unit = units.get(first);
  if (unit !== undefined) return { value: unit, length: 1 };
  const ten = tens.get(first);
  if (ten === undefined) return undefined;
  const next = units.get(words[at + 1] ?? '');
  return next !== undefined && next > 0 && next < 10
    ? { value: ten + next, length: 2 }
    : { value: ten, length: 1 };
}

/**
 * Replaces number words by digits: "three" -> "3", "twenty five" -> "25", "a couple of" -> "2",
 * "a few" -> "3", "two and a half" -> "2.5", "half a metre" -> "0.5 metre".
 */
export function numberWordsToDigits(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const phrase = quantityPhrases.find(([p]) => startsWith(words, i, p));
    if (phrase !== undefined) {
      out.push(String(phrase[1]));
      i += phrase[0].length;
      continue;
    }
    // "half a metre", "half a turn": a half of one unit.
    if (words[i] === 'half' && (words[i + 1] === 'a' || words[i + 1] === 'an')) {
      const unit = words[i + 2] ?? '';
      if (lengthUnits.has(unit) || unit === 'turn') {
        out.push('0.5');
        i += 2;
        continue;
      }
    }
    const cardinal = cardinalAt(words, i);
    const digits = cardinal?.value ?? numberValue(words[i]);
    if (digits === undefined) {
      out.push(words[i] ?? '');
      i += 1;
      continue;
    }
    i += cardinal?.length ?? 1;
    // "two and a half" = 2.5.
    if (startsWith(words, i, ['and', 'a', 'half'])) {
      out.push(String(digits + 0.5));
      i += 3;
    } else out.push(String(digits));
  }
  return out;
}

export interface NumberRead {
  readonly value: number;
  readonly next: number;
}

/** A number token at i. */
export function readNumber(tokens: readonly string[], i: number): NumberRead | undefined {
  const value = numberValue(tokens[i]);
  return value === undefined ? undefined : { value, next: i + 1 };
}

/** The metres-per-unit of a unit word, or undefined. */
export function unitFactor(token: string | undefined): number | undefined {
  return token === undefined ? undefined : lengthUnits.get(token);
}

/** Metres rounded to the millimetre, so feet and centimetres give tidy numbers. */
function metres(value: number, factor: number): number {
  return Math.round(value * factor * 1000) / 1000;
}

export interface LengthRead {
  /** Metres. */
  readonly value: number;
  readonly next: number;
  /** Whether a unit word followed the number. */
  readonly hasUnit: boolean;
}

/** A positive length: a number with an optional unit ("3", "3 m", "250 cm"); at most 1000 m. */
export function readLength(tokens: readonly string[], i: number): LengthRead | undefined {
  const num = readNumber(tokens, i);
  if (num === undefined || num.value <= 0) return undefined;
  const factor = unitFactor(tokens[num.next]);
  const value = metres(num.value, factor ?? 1);
  if (value <= 0 || value > 1000) return undefined;
  return factor === undefined
    ? { value, next: num.next, hasUnit: false }
    : { value, next: num.next + 1, hasUnit: true };
}

export interface DimensionsRead {
  readonly width: number;
  readonly depth?: number;
  readonly next: number;
}

const timesWords = new Set(['x', 'by', 'times', '*']);
const widthWords: ReadonlySet<string> = new Set(['wide', 'across', 'diameter', 'width']);

/**
 * Dimensions: "4 by 6 m", "4x6", "4 m x 6 m", "400 by 600 cm" (width then depth), or one length
 * with a unit or a width word: "3 m", "3 m wide", "3 m across", "3 m in diameter".
 */
export function readDimensions(tokens: readonly string[], i: number): DimensionsRead | undefined {
  const first = readNumber(tokens, i);
  if (first === undefined || first.value <= 0) return undefined;
  const firstFactor = unitFactor(tokens[first.next]);
  const at = first.next + (firstFactor === undefined ? 0 : 1);
  if (timesWords.has(tokens[at] ?? '')) {
    const second = readNumber(tokens, at + 1);
    if (second !== undefined && second.value > 0) {
      const secondFactor = unitFactor(tokens[second.next]);
      const width = metres(first.value, firstFactor ?? secondFactor ?? 1);
      const depth = metres(second.value, secondFactor ?? firstFactor ?? 1);
      if (width <= 0 || depth <= 0 || width > 1000 || depth > 1000) return undefined;
      return { width, depth, next: second.next + (secondFactor === undefined ? 0 : 1) };
    }
  }
  const width = metres(first.value, firstFactor ?? 1);
  if (width <= 0 || width > 1000) return undefined;
  if (tokens[at] === 'in' && (tokens[at + 1] === 'diameter' || tokens[at + 1] === 'width')) {
    return { width, next: at + 2 };
  }
  if (widthWords.has(tokens[at] ?? '')) return { width, next: at + 1 };
  return firstFactor === undefined ? undefined : { width, next: at };
}
