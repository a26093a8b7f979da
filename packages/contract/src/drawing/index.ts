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
