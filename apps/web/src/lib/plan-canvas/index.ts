// The drawing kit every plan picture uses: the plan <-> screen viewport, the pannable canvas, the
// plot's shapes and surroundings, north arrow and scale bar, object footprints and colours, thumbnails and keyboard nudging. See README.md.
export * from './viewport';
export { boundsOf } from './bounds';
export { footprintExtent, rectCorners, thumbnailViewBox, viewBoxAttribute, type ViewBox } from './footprint';
export { FootprintElement } from './footprint-element';
export { GridLabels, gridLabels, MetreGrid, type GridLabel } from './metre-grid';
export { NorthArrow } from './north-arrow';
export { metreText, ScaleBar, scaleBarLength } from './scale-bar';
export { bandLooks as SURROUNDING_LOOKS, PlotSurroundings } from './plot-surroundings';
export {
  FALLBACK_OBJECT_COLOR,
  objectStylesOf,
  styleFor,
  type ObjectStyle,
  type ObjectStyles,
} from './object-styles';
export { FAMILY_STYLES, familyOf, type FamilyStyle, type ObjectFamily } from './object-families';
export { symbolGeometry, type SymbolGeometry } from './object-symbols';
export {
  layoutLabels,
  uprightAngle,
  type KeyEntry,
  type LabelLayout,
  type ObjectLabel,
} from './object-labels';
export { objectSizeText, objectTooltipLines, sunHoursText } from './object-tooltip';
export { ObjectPopover, useObjectHover } from './object-popover';
export { PlanKey } from './plan-key';
export { boxesOverlap, objectLabelBoxes, type ScreenBox } from './label-boxes';
export { PlanLabels } from './plan-labels';
export { PlanObjects, useObjectNames, type LabelMode } from './plan-objects';
export { PlanPaths } from './plan-paths';
export { PlanPatterns } from './plan-patterns';
export { PlanThumbnail } from './plan-thumbnail';
export { thumbnailSurroundingPoints } from './thumbnail-surroundings';
export { PlotCanvas, type CanvasPointer } from './plot-canvas';
export { fitClear, screenRectOf, type ScreenRect } from './fit-clear';
export { BoundaryShape, edgeKindStyle, pathOf, ProtectedAreaShape } from './plot-shapes';
export { EntranceMarker } from './entrance-markers';
export { useElementSize } from './use-element-size';
export { moveArea, nudgeOffset } from './nudge';
