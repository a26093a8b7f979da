import type { ObjectType } from '../model/catalog.js';

/**
 * The object types (categories) of the catalog. Each colour is a distinct hue with at least 4.5:1
 * contrast on white (WCAG AA even for text), so a type reads the same on the plan, in the catalog,
 * in legends and in exports. Icons are lucide icon ids.
 */
export const catalogObjectTypes: readonly ObjectType[] = [
  {
    id: 1,
    code: 'dwelling',
    name: 'Dwellings',
    description: 'Houses and guest houses: buildings people live in.',
    color: '#c2410c',
    icon: 'house',
    order: 1,
  },
  {
    id: 2,
    code: 'outbuilding',
    name: 'Outbuildings',
    description: 'Garages, bathhouses, workshops, sheds and greenhouses.',
    color: '#92400e',
    icon: 'warehouse',
    order: 2,
  },
  {
    id: 3,
    code: 'livestock',
    name: 'Animals',
    description: 'Poultry houses, small barns, hutches and beehives.',
    color: '#a16207',
    icon: 'bird',
    order: 3,
  },
  {
    id: 4,
    code: 'sanitary',
    name: 'Sanitary',
    description: 'Outdoor toilets, showers, compost and septic tanks.',
    color: '#7e22ce',
    icon: 'recycle',
    order: 4,
  },
  {
    id: 5,
    code: 'water',
    name: 'Water',
    description: 'Wells, boreholes, tanks, ponds and pools.',
    color: '#0369a1',
    icon: 'droplet',
    order: 5,
  },
  {
    id: 6,
    code: 'garden',
    name: 'Kitchen garden',
    description: 'Vegetable and raised beds, herbs, berries.',
    color: '#4d7c0f',
    icon: 'sprout',
    order: 6,
  },
  {
    id: 7,
    code: 'trees',
    name: 'Trees and hedges',
    description: 'Fruit and shade trees by size class, hedges.',
    color: '#15803d',
    icon: 'trees',
    order: 7,
  },
  {
    id: 8,
    code: 'ornamental',
    name: 'Lawn and flowers',
    description: 'Lawns and flower beds.',
    color: '#be185d',
    icon: 'flower',
    order: 8,
  },
  {
    id: 9,
    code: 'recreation',
    name: 'Recreation',
    description: 'Gazebos, pergolas, terraces, barbecue and fire pits.',
    color: '#0f766e',
    icon: 'armchair',
    order: 9,
  },
  {
    id: 10,
    code: 'play',
    name: 'Play',
    description: 'Playgrounds, sandboxes and trampolines.',
    color: '#4338ca',
    icon: 'toy-brick',
    order: 10,
  },
  {
    id: 11,
    code: 'hardscape',
    name: 'Paths and parking',
    description: 'Paths, driveways and parking spaces.',
    color: '#57534e',
    icon: 'route',
    order: 11,
  },
];

/** Object type codes, for the catalog data files. */
export type ObjectTypeCode =
  | 'dwelling'
  | 'outbuilding'
  | 'livestock'
  | 'sanitary'
  | 'water'
  | 'garden'
  | 'trees'
  | 'ornamental'
  | 'recreation'
  | 'play'
  | 'hardscape';
