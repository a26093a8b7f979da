import {
  FAMILY_LOOKS,
  OBJECT_FAMILIES,
  type FamilyLook,
  type ObjectFamily,
} from '@plotplan/contract/drawing';
import type { MessageKey } from '../i18n';

/*
 * How each kind of object is drawn comes from the plan style table (@plotplan/contract/drawing:
 * fill, ink, pattern and symbol per family); the screen adds the legend's word for each family.
 */
export { familyOf, type ObjectFamily, type PatternKind } from '@plotplan/contract/drawing';

const FAMILY_LABELS: Readonly<Record<ObjectFamily, MessageKey>> = {
  house: 'family.house',
  bathhouse: 'family.bathhouse',
  outbuilding: 'family.outbuilding',
  greenhouse: 'family.greenhouse',
  animals: 'family.animals',
  sanitary: 'family.sanitary',
  water: 'family.water',
  bed: 'family.bed',
  berries: 'family.berries',
  fruit_tree: 'family.fruitTree',
  shade_tree: 'family.shadeTree',
  hedge: 'family.hedge',
  lawn: 'family.lawn',
  flowers: 'family.flowers',
  leisure: 'family.leisure',
  play: 'family.play',
  paving: 'family.paving',
};

export interface FamilyStyle extends FamilyLook {
  /** The legend's word for the family, in the catalogue. */
  readonly label: MessageKey;
}

/** The style table's look of each family with its legend word. */
export const FAMILY_STYLES: Readonly<Record<ObjectFamily, FamilyStyle>> = Object.fromEntries(
  OBJECT_FAMILIES.map((family) => [family, { ...FAMILY_LOOKS[family], label: FAMILY_LABELS[family] }]),
) as Record<ObjectFamily, FamilyStyle>;
