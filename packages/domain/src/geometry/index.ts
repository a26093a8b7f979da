// Public surface of the geometry module. Vector helpers in point.ts (subtract, dot, cross, orient,
// vertexAt) stay internal.
export { pointDistance, type Point } from './point.js';
export {
  assertNonNegative,
  assertRing,
  assertUsableNumber,
  assertUsablePoint,
  isUsableNumber,
  isUsablePoint,
  MAX_COORDINATE,
} from './validate.js';
export { areaTolerance, lengthTolerance, RELATIVE_TOLERANCE, toleranceScale } from './tolerance.js';
export { normalizeDeg } from './angle.js';
export { cosSinDeg, rotatePoint, translatePoint } from './transform.js';
export { bandBeyond, edgeNormal, outwardSide } from './edge-band.js';
export { boundingBox, circleBox, pointsBox, type BoundingBox } from './bounding-box.js';
export {
  centroid,
  edgeLengths,
  normalizeRing,
  orientation,
  perimeter,
  polygonArea,
  ringEdge,
  signedArea,
  type Orientation,
} from './polygon.js';
export {
  isSimplePolygon,
  polygonProblems,
  type EdgeContact,
  type PolygonProblem,
} from './polygon-problems.js';
export {
  closestPointOnSegment,
  crossingParameter,
  pointSegmentDistance,
  segmentsProperlyCross,
  segmentSegmentDistance,
} from './segment.js';
export {
  pointInPolygon,
  pointRingDistance,
  ringContainsPoint,
  type PointLocation,
} from './point-in-polygon.js';
export {
  circleCircleDistance,
  circlePolygonDistance,
  polygonDistance,
  shapeDistance,
  shapeSegmentDistance,
  type Circle,
  type Shape,
} from './shape-distance.js';
export { circleInsidePolygon, polygonInsidePolygon, segmentInsidePolygon } from './polygon-containment.js';
export { convexHull, isConvexRing } from './convex-hull.js';
export { convexPieces, mergedConvexPieces } from './convex-pieces.js';
export {
  assertFootprint,
  footprintBoundaryDistance,
  footprintDistance,
  footprintEdgeDistances,
  footprintInsidePolygon,
  footprintPolygon,
  footprintShape,
  rectCorners,
  type CircleFootprint,
  type Footprint,
  type RectFootprint,
} from './footprint.js';
