import { russianObjectNames, type ReasonObject } from '@plotplan/domain';

// Words the generator's reasons share in both languages.

/** The catalog name as English says it inside a sentence: "the small house". */
export function englishName(o: ReasonObject): string {
  return o.name.charAt(0).toLowerCase() + o.name.slice(1);
}

/** The Russian catalog name, or the object's own name (a custom object's): quoted, never declined. */
export function russianName(o: ReasonObject): string {
  return russianObjectNames[o.code] ?? o.name;
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(parts: readonly string[], and: string): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1] as string}`;
}

/** Metres to the centimetre without trailing zeros: "1.52", "3". */
export const metresEn = (m: number): string => String(Math.round(m * 100) / 100 + 0);
export const metresRu = (m: number): string => metresEn(m).replace('.', ',');

/** Metres to one decimal: "1.5", "7". */
export const decimetresEn = (m: number): string => String(Math.round(m * 10) / 10 + 0);
export const decimetresRu = (m: number): string => decimetresEn(m).replace('.', ',');
