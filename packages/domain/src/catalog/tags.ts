/**
 * The tags catalog objects carry. Rule packs select objects by tag (never by code), so a new
 * catalog object is covered by the rules as soon as it has the right tags.
 */
export const catalogTags = [
  // Buildings: `building` = an enclosed structure with walls and a roof (counts for fire distances).
  'building',
  'dwelling',
  'outbuilding',
  'light_structure',
  'greenhouse',
  'garage',
  'sauna',
  'shower',
  'fire_source',
  // Animals.
  'livestock',
  'beehive',
  // Sanitary.
  'sanitary',
  'toilet',
  'septic',
  'compost',
  'underground',
  // Water. `well` = a drinking-water source (dug well or borehole).
  'well',
  'water_tank',
  'water_body',
  'pool',
  // Plants, by the size classes the boundary rules use.
  'tree',
  'tall_tree',
  'medium_tree',
  'shrub',
  'planting',
  'bed',
  'ground_cover',
  // Surfaces and leisure. `hardscape` may touch other objects (see the no-overlap rule).
  'hardscape',
  'path',
  'driveway',
  'parking',
  'terrace',
  'recreation',
  'play',
] as const;

export type CatalogTag = (typeof catalogTags)[number];

const known: ReadonlySet<string> = new Set(catalogTags);

export function isCatalogTag(tag: string): tag is CatalogTag {
  return known.has(tag);
}
