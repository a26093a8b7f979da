/** Limits of a plot. */
export const plotLimits = {
  minVertices: 3,
  maxVertices: 200,
  minAreaM2: 20,
  maxAreaM2: 1_000_000, // 100 ha
  maxCoordinateM: 10_000, // ±10 km
  maxProtectedAreas: 100,
  /** Points of all protected polygons together: what bounds the rule checker's work per object. */
  maxAreaPoints: 2_000,
} as const;
