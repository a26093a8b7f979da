/**
 * How each sun-path day is drawn: hues far apart from each other and from the boundary's side
 * colours (crimson summer, amber equinox, violet winter) and a dash pattern each, so the three stay
 * apart in grey print and for colour-blind readers.
 * Indexed like sunPaths' days: June 21, the equinoxes, December 21.
 */
export const sunPathStyles = [
  { colour: '#c2255c', dash: undefined, width: 3.5 },
  { colour: '#e8a200', dash: '10 5', width: 3 },
  { colour: '#6741d9', dash: '2 5', width: 3 },
] as const;

/** The season each day marks where the plot is: June 21 is winter south of the equator. */
export function seasonOf(dayIndex: number, lat: number): string {
  if (dayIndex === 1) return 'equinox';
  const juneIsSummer = lat >= 0;
  return (dayIndex === 0) === juneIsSummer ? 'summer' : 'winter';
}
