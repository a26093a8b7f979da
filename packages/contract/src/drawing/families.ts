/**
 * How each kind of object is drawn on a plan, as a landscape designer draws it: a family per kind
 * (a bathhouse is not a greenhouse, a bed is not a berry bush), each with its own fill, its own
 * pattern and its own plan symbol, so kinds stay apart in colour and in grey print alike. The
 * screen canvas, the paper exports, the server's thumbnails and the 3D view all read this table.
 */
export const OBJECT_FAMILIES = [
  'house',
  'bathhouse',
  'outbuilding',
  'greenhouse',
  'animals',
  'sanitary',
  'water',
  'bed',
  'berries',
  'fruit_tree',
  'shade_tree',
  'hedge',
  'lawn',
  'flowers',
  'leisure',
  'play',
  'paving',
] as const;

export type ObjectFamily = (typeof OBJECT_FAMILIES)[number];

/** A texture inside the footprint (an SVG pattern on screen, lines or dots on paper). */
export type PatternKind =
  | 'hatch'
  | 'planks'
  | 'dots'
  | 'waves'
  | 'stipple'
  | 'flowers'
  | 'paving'
  | 'decking'
  | 'sand'
  | 'crosshatch';

/** Line work drawn over the footprint, turned with it. */
export type SymbolKind = 'ridge' | 'glazing' | 'rows' | 'crown' | 'bush' | 'ring' | 'none';

export interface FamilyLook {
  readonly fill: string;
  /** Pattern and symbol lines: darker than the fill, so they print in grey. */
  readonly ink: string;
  readonly pattern?: PatternKind;
  readonly symbol: SymbolKind;
}

export const FAMILY_LOOKS: Readonly<Record<ObjectFamily, FamilyLook>> = {
  house: { fill: '#d97757', ink: '#7c2d12', symbol: 'ridge' },
  bathhouse: { fill: '#b08050', ink: '#5b3a1a', pattern: 'planks', symbol: 'ridge' },
  outbuilding: { fill: '#b6aea6', ink: '#44403c', pattern: 'hatch', symbol: 'ridge' },
  greenhouse: { fill: '#e0f2fe', ink: '#0369a1', symbol: 'glazing' },
  animals: { fill: '#e9c46a', ink: '#854d0e', pattern: 'crosshatch', symbol: 'ridge' },
  sanitary: { fill: '#d8c7f0', ink: '#6b21a8', pattern: 'dots', symbol: 'none' },
  water: { fill: '#7cc4ec', ink: '#075985', pattern: 'waves', symbol: 'ring' },
  bed: { fill: '#c8a27a', ink: '#3f6212', symbol: 'rows' },
  berries: { fill: '#e7a3bf', ink: '#9d174d', pattern: 'dots', symbol: 'bush' },
  fruit_tree: { fill: '#bfe3a5', ink: '#3f6212', symbol: 'crown' },
  shade_tree: { fill: '#8fcf8f', ink: '#14532d', symbol: 'crown' },
  hedge: { fill: '#5f9a3a', ink: '#1a2e05', pattern: 'stipple', symbol: 'bush' },
  lawn: { fill: '#d9f0b0', ink: '#4d7c0f', pattern: 'stipple', symbol: 'none' },
  flowers: { fill: '#f9d0e4', ink: '#be185d', pattern: 'flowers', symbol: 'none' },
  leisure: { fill: '#e6cfa8', ink: '#78350f', pattern: 'decking', symbol: 'none' },
  play: { fill: '#fbe7a1', ink: '#4338ca', pattern: 'sand', symbol: 'none' },
  paving: { fill: '#e7e5e4', ink: '#78716c', pattern: 'paving', symbol: 'none' },
};

/** A kind the table does not know (a custom catalogue's code): a neutral grey, outlined in ink. */
export const UNKNOWN_OBJECT = { fill: '#94a3b8', ink: '#1c2420' } as const;

/** Families by catalog code, where the type alone does not say (outbuildings hold four kinds). */
const FAMILY_BY_CODE: Readonly<Record<string, ObjectFamily>> = {
  bathhouse: 'bathhouse',
  sauna_barrel: 'bathhouse',
  greenhouse_3x4: 'greenhouse',
  greenhouse_3x6: 'greenhouse',
  berry_bush: 'berries',
  berry_row: 'berries',
  strawberry_bed: 'bed',
  fruit_tree_tall: 'fruit_tree',
  fruit_tree_medium: 'fruit_tree',
  fruit_tree_dwarf: 'fruit_tree',
  shade_tree_birch: 'shade_tree',
  shade_tree_lime: 'shade_tree',
  hedge: 'hedge',
  lawn: 'lawn',
  flower_bed: 'flowers',
  flower_bed_round: 'flowers',
  gazebo: 'leisure',
  pergola: 'leisure',
  terrace: 'leisure',
  bbq_area: 'leisure',
  fire_pit: 'leisure',
};

/** Families by object type code, for codes the table above does not name (a custom catalog's). */
const FAMILY_BY_TYPE: Readonly<Record<string, ObjectFamily>> = {
  dwelling: 'house',
  outbuilding: 'outbuilding',
  livestock: 'animals',
  sanitary: 'sanitary',
  water: 'water',
  garden: 'bed',
  trees: 'fruit_tree',
  ornamental: 'flowers',
  recreation: 'leisure',
  play: 'play',
  hardscape: 'paving',
};

/** The family of a catalog code, by the code itself, else by its type; unknown kinds have none. */
export function familyOf(code: string, typeCode?: string): ObjectFamily | undefined {
  return FAMILY_BY_CODE[code] ?? (typeCode === undefined ? undefined : FAMILY_BY_TYPE[typeCode]);
}
