import type { MessageKey } from '../i18n';
/**
 * How each kind of object is drawn on a plan, as a landscape designer draws it: a family per kind
 * (a bathhouse is not a greenhouse, a bed is not a berry bush), each with its own fill, its own
 * pattern and its own plan symbol, so kinds stay apart in colour and in grey print alike.
 */
export type ObjectFamily =
  | 'house'
  | 'bathhouse'
  | 'outbuilding'
  | 'greenhouse'
  | 'animals'
  | 'sanitary'
  | 'water'
  | 'bed'
  | 'berries'
  | 'fruit_tree'
  | 'shade_tree'
  | 'hedge'
  | 'lawn'
  | 'flowers'
  | 'leisure'
  | 'play'
  | 'paving';

/** A texture inside the footprint (an SVG pattern in PlanPatternDefs), drawn in the plan's units. */
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

/** Line work drawn over the footprint, turned with it (object-symbols.ts). */
export type SymbolKind = 'ridge' | 'glazing' | 'rows' | 'crown' | 'bush' | 'ring' | 'none';

export interface FamilyStyle {
  /** The legend's word for the family, in the catalogue. */
  readonly label: MessageKey;
  readonly fill: string;
  /** Pattern and symbol lines: darker than the fill, so they print in grey. */
  readonly ink: string;
  readonly pattern?: PatternKind;
  readonly symbol: SymbolKind;
}

export const FAMILY_STYLES: Readonly<Record<ObjectFamily, FamilyStyle>> = {
  house: { label: 'family.house', fill: '#d97757', ink: '#7c2d12', symbol: 'ridge' },
  bathhouse: {
    label: 'family.bathhouse',
    fill: '#b08050',
    ink: '#5b3a1a',
    pattern: 'planks',
    symbol: 'ridge',
  },
  outbuilding: {
    label: 'family.outbuilding',
    fill: '#b6aea6',
    ink: '#44403c',
    pattern: 'hatch',
    symbol: 'ridge',
  },
  greenhouse: { label: 'family.greenhouse', fill: '#e0f2fe', ink: '#0369a1', symbol: 'glazing' },
  animals: {
    label: 'family.animals',
    fill: '#e9c46a',
    ink: '#854d0e',
    pattern: 'crosshatch',
    symbol: 'ridge',
  },
  sanitary: { label: 'family.sanitary', fill: '#d8c7f0', ink: '#6b21a8', pattern: 'dots', symbol: 'none' },
  water: { label: 'family.water', fill: '#7cc4ec', ink: '#075985', pattern: 'waves', symbol: 'ring' },
  bed: { label: 'family.bed', fill: '#c8a27a', ink: '#3f6212', symbol: 'rows' },
  berries: { label: 'family.berries', fill: '#e7a3bf', ink: '#9d174d', pattern: 'dots', symbol: 'bush' },
  fruit_tree: { label: 'family.fruitTree', fill: '#bfe3a5', ink: '#3f6212', symbol: 'crown' },
  shade_tree: { label: 'family.shadeTree', fill: '#8fcf8f', ink: '#14532d', symbol: 'crown' },
  hedge: { label: 'family.hedge', fill: '#5f9a3a', ink: '#1a2e05', pattern: 'stipple', symbol: 'bush' },
  lawn: { label: 'family.lawn', fill: '#d9f0b0', ink: '#4d7c0f', pattern: 'stipple', symbol: 'none' },
  flowers: { label: 'family.flowers', fill: '#f9d0e4', ink: '#be185d', pattern: 'flowers', symbol: 'none' },
  leisure: { label: 'family.leisure', fill: '#e6cfa8', ink: '#78350f', pattern: 'decking', symbol: 'none' },
  play: { label: 'family.play', fill: '#fbe7a1', ink: '#4338ca', pattern: 'sand', symbol: 'none' },
  paving: { label: 'family.paving', fill: '#e7e5e4', ink: '#78716c', pattern: 'paving', symbol: 'none' },
};

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
