/** Limits of a plot. */
export const plotLimits = {
  minVertices: 3,
  maxVertices: 200,
  minAreaM2: 20,
  maxAreaM2: 1_000_000, // 100 ha
  maxCoordinateM: 10_000, // ±10 km
  maxProtectedAreas: 100,
} as const;
