// The plan style table: how a plan looks, read by every renderer (see README.md).
export {
  FAMILY_LOOKS,
  familyOf,
  OBJECT_FAMILIES,
  UNKNOWN_OBJECT,
  type FamilyLook,
  type ObjectFamily,
  type PatternKind,
  type SymbolKind,
} from './families.js';
export { PLAN_ELEMENTS, PLAN_INKS, TEXT_HALO, THUMBNAIL_LOOK } from './palette.js';
export {
  BAND_LOOKS,
  FENCE_INK,
  NEIGHBOUR_HOUSE,
  PAPER_CROWN_FILL,
  SIDE_LINES,
  STREET_CENTRE_LINE,
  type BandKind,
  type BandLook,
} from './surroundings.js';
export { SCENE_3D, SCENE_3D_LIGHT } from './scene-3d.js';
export { drawingCssProperties, SCREEN_MARKS, ZONE_INKS } from './screen-marks.js';

// The plan drawing model: the shapes every plan picture shows, in plan metres (model/).
export {
  catalogueFamily,
  objectOutline,
  openingLine,
  planDrawingModel,
  planPathShapes,
  plotShape,
  protectedAreaShapes,
  type PlanDrawingOptions,
} from './model/plan-drawing-model.js';
export type {
  AreaOutline,
  BandShape,
  EntranceShape,
  FenceShape,
  NeighbourHouseShape,
  NeighbourPlotShape,
  ObjectShape,
  PathShape,
  PlanDrawingModel,
  PlanSurroundings,
  PlotShape,
  ProtectedAreaShape,
  SideShape,
} from './model/drawing-model-types.js';
export { pictureFrame, type PictureFrame } from './model/picture-frame.js';
export {
  NEIGHBOUR_PLOT_LABEL_M,
  planSurroundings,
  surroundedBounds,
  type BandDepths,
} from './model/plan-surroundings.js';
export {
  neighbourHouses,
  outwardNormals,
  SURROUNDING_BAND_M,
  thumbnailBandDepth,
  type NeighbourHouse,
  type PlanBox,
} from './model/surroundings-geometry.js';
