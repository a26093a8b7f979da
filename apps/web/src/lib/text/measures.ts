/**
 * How precisely numbers are shown: inputs keep centimetres (0.01 m) and tenths of a degree; float noise ("177.20000000003") never reaches the screen.
 */

/** At most `decimals` decimals, trailing zeros dropped: 177.2, 24, 0.25 (never "-0"). */
export function rounded(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)) + 0);
}

/** Decimals a number input keeps for its unit: degrees to 0.1°, metres (and the rest) to 0.01. */
export function inputDecimals(unit: string | undefined): number {
  return unit === '°' ? 1 : 2;
}

/** An angle as text, to 0.1°: "177.2°", "90°". */
export function degrees(value: number): string {
  return `${rounded(value, 1)}°`;
}
