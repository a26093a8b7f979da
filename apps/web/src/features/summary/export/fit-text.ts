/** A rough width of sans-serif text: about 0.55 of the size per character (what layout needs here). */
export const estimateTextWidth = (text: string, size: number) => text.length * size * 0.55;

/**
 * The text at the largest size from `size` down to `minSize` that fits in `width`; when even the
 * smallest does not, the text cut with an ellipsis at `minSize`, or undefined if nothing fits.
 */
export function fitText(
  text: string,
  width: number,
  size: number,
  minSize: number,
): { readonly text: string; readonly size: number } | undefined {
  for (let s = size; s >= minSize - 1e-9; s -= 0.2) {
    if (estimateTextWidth(text, s) <= width) return { text, size: s };
  }
  const chars = Math.floor(width / (minSize * 0.55)) - 1;
  if (chars < 3) return undefined;
  return { text: `${text.slice(0, chars)}…`, size: minSize };
}
