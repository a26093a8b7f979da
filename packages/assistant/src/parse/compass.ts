import type { CompassPoint } from '../commands/index.js';

// Compass words. Directions are relative to true north, so only compass words count: "top", "up" or
// "left" say where something is on the screen, not on the ground, and are not read as directions.

type Cardinal = 'north' | 'east' | 'south' | 'west';

const cardinalWords: ReadonlyMap<string, Cardinal> = new Map(
  (['north', 'east', 'south', 'west'] as const).flatMap((c) =>
    [c, `${c}ern`, `${c}erly`, `${c}ward`, `${c}wards`].map((w) => [w, c] as const),
  ),
);

const diagonals: ReadonlyMap<string, CompassPoint> = new Map(
  (
    [
      ['north', 'east', 'north_east', 'ne'],
      ['north', 'west', 'north_west', 'nw'],
      ['south', 'east', 'south_east', 'se'],
      ['south', 'west', 'south_west', 'sw'],
    ] as const
  ).flatMap(([a, b, point, short]) =>
    [`${a}${b}`, `${a}${b}ern`, `${a}${b}erly`, `${a}${b}ward`, `${a}${b}wards`, short].map(
      (w) => [w, point] as const,
    ),
  ),
);

function combine(first: Cardinal, second: Cardinal): CompassPoint | undefined {
  if (first !== 'north' && first !== 'south') return undefined;
  if (second !== 'east' && second !== 'west') return undefined;
  return `${first}_${second}`;
}

export interface CompassRead {
  readonly point: CompassPoint;
  readonly next: number;
}

/**
 * A compass direction at i: "north", "northern", "northwards", "north east" (also written
 * "north-east", tokenised as two words), "northeast", "north-eastern", "NE".
 */
export function readCompass(tokens: readonly string[], i: number): CompassRead | undefined {
  const word = tokens[i] ?? '';
  const diagonal = diagonals.get(word);
  if (diagonal !== undefined) return { point: diagonal, next: i + 1 };
  const first = cardinalWords.get(word);
  if (first === undefined) return undefined;
  const second = cardinalWords.get(tokens[i + 1] ?? '');
  const both = second === undefined ? undefined : combine(first, second);
  return both === undefined ? { point: first, next: i + 1 } : { point: both, next: i + 2 };
}

/** Whether the token is (part of) a compass word. */
export function isCompassWord(token: string): boolean {
  return cardinalWords.has(token) || diagonals.has(token);
}
