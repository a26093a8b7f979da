/**
 * Any finite angle in degrees as the same direction in [0, 360): -90 is 270, 720 is 0. The one
 * normalisation of angles (rotations, north, azimuths): half-open even where floating point would
 * give 360 (-1e-15 % 360 + 360 rounds to 360) and never -0.
 */
export function normalizeDeg(deg: number): number {
  const turned = deg % 360;
  const positive = turned < 0 ? turned + 360 : turned;
  return positive === 0 || positive >= 360 ? 0 : positive;
}
