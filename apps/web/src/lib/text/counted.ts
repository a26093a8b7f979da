/** "1 object", "3 objects": a count with its noun (a regular English plural). */
export const counted = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
