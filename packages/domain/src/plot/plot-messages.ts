/**
 * The domain numbers edges and vertices from 0 (as the API's field paths do); the UI numbers them
 * as people count: "Side 1" is the first side, "corner 1" the first corner. This rewrites a domain
 * message for the screen: indices counted from 1, "edge" as "side", "vertex" as "corner", a capital
 * and a full stop.
 */
export function userPlotMessage(message: string): string {
  const plusOne = (index: string) => String(Number(index) + 1);
  const text = message
    .replace(
      /\bedges (\d+) and (\d+)\b/g,
      (_, a: string, b: string) => `sides ${plusOne(a)} and ${plusOne(b)}`,
    )
    .replace(/\bedge (\d+)\b/g, (_, a: string) => `side ${plusOne(a)}`)
    .replace(
      /\bvertices (\d+) and (\d+)\b/g,
      (_, a: string, b: string) => `corners ${plusOne(a)} and ${plusOne(b)}`,
    )
    .replace(/\bvertex (\d+)\b/g, (_, a: string) => `corner ${plusOne(a)}`)
    .replace(/\bvertices\b/g, 'corners')
    .replace(/\bvertex\b/g, 'corner')
    .replace(/^polygon\b/, 'the boundary');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
