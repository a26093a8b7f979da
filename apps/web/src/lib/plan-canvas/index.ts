// The drawing kit every plan picture uses: the plan <-> screen viewport, the pannable canvas, the
// plot's shapes, object footprints and colours, thumbnails and keyboard nudging. See README.md.
export * from './viewport';
export { boundsOf } from './bounds';
export { footprintExtent, rectCorners, thumbnailViewBox, viewBoxAttribute, type ViewBox } from './footprint';
export { FootprintElement } from './footprint-element';
export { MetreGrid } from './metre-grid';
export {
  FALLBACK_OBJECT_COLOR,
  objectStylesOf,
  styleFor,
  type ObjectStyle,
  type ObjectStyles,
} from './object-styles';
export { PlanObjects } from './plan-objects';
export { PATH_EDGE, PATH_FILL, PlanPaths } from './plan-paths';
export { PlanThumbnail } from './plan-thumbnail';
export { PlotCanvas, type CanvasPointer } from './plot-canvas';
export {
  BoundaryShape,
  edgeKindStyle,
  EntranceMarker,
  NorthArrow,
  pathOf,
  ProtectedAreaShape,
} from './plot-shapes';
export { useElementSize } from './use-element-size';
export { moveArea, nudgeOffset } from './nudge';
