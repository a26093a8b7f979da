import { numberWordsToDigits } from './numbers.js';

// Turns a chat message into lower-case word tokens: contractions expanded, numbers split from their
// units ("3m" -> "3 m", "4x6" -> "4 x 6"), number words as digits, and the sentence punctuation the
// splitter needs ("." ";" "!" "?" ",") kept as tokens of its own. Everything else is dropped.

const contractions: readonly (readonly [RegExp, string])[] = [
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\blet's\b/g, 'let us'],
  [/\b(what|where|how|who|it|that|there|here|which)'s\b/g, '$1 is'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\bi'm\b/g, 'i am'],
  // A possessive ("the house's") says nothing the interpreter needs.
  [/'s\b/g, ''],
  [/'/g, ''],
];

/** Word, number (with a sign only where it stands alone) or kept punctuation. */
const tokenPattern = /(?<![\w.])-\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[a-z]+|[.;!?,]/g;

/** The message as normalised tokens. */
export function tokenize(text: string): string[] {
  let s = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/°/g, ' degrees ')
    .replace(/[×*]/g, ' x ')
    .replace(/%/g, ' percent ')
    .replace(/&/g, ' and ');
  for (const [pattern, replacement] of contractions) s = s.replace(pattern, replacement);
  const raw = s.match(tokenPattern) ?? [];
  // A decimal comma ("2,5") reads as a point.
  const words = raw.map((t) => (/^-?\d+,\d+$/.test(t) ? t.replace(',', '.') : t));
  return numberWordsToDigits(words);
}
