// The drawing kit every plan picture uses: the plan <-> screen viewport, the pannable canvas, the
// plot's shapes and surroundings, north arrow and scale bar, object footprints and colours, thumbnails and keyboard nudging. See README.md.
export * from './viewport';
export { boundsOf } from './bounds';
export { footprintExtent, rectCorners, thumbnailViewBox } from './footprint';
export { FootprintElement } from './footprint-element';
export { NorthArrow } from './north-arrow';
export { ScaleBar } from './scale-bar';
export { bandLooks as SURROUNDING_LOOKS } from './plot-surroundings';
export { FALLBACK_OBJECT_COLOR, objectStylesOf, styleFor, type ObjectStyles } from './object-styles';
export { FAMILY_STYLES, type FamilyStyle, type ObjectFamily } from './object-families';
export { symbolGeometry } from './object-symbols';
export { type KeyEntry } from './object-labels';
export { objectSizeText, objectTooltipLines } from './object-tooltip';
export { ObjectPopover, useObjectHover } from './object-popover';
export { PlanKey } from './plan-key';
export { boxesOverlap, objectLabelBoxes, type ScreenBox } from './label-boxes';
export { PlanLabels } from './plan-labels';
export { useObjectNames } from './plan-objects';
export { PlanPaths } from './plan-paths';
export { PlanPatterns } from './plan-patterns';
export { PlanThumbnail } from './plan-thumbnail';
export { thumbnailSurroundingPoints } from './thumbnail-surroundings';
export { PlotCanvas, type CanvasPointer } from './plot-canvas';
export { BoundaryShape, edgeKindStyle, pathOf, ProtectedAreaShape } from './plot-shapes';
export { EntranceMarker } from './entrance-markers';
export { useElementSize } from './use-element-size';
export { moveArea, nudgeOffset } from './nudge';
