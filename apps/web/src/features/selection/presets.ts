import type { SelectionItem } from '@plotplan/contract';

/** Starting points for the object selection, by catalog code. */
export const selectionPresets: { id: string; name: string; description: string; items: SelectionItem[] }[] = [
  {
    id: 'garden',
    name: 'Garden plot',
    description: 'A small house, greenhouse, beds, fruit trees, compost, toilet and a well.',
    items: [
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'greenhouse_3x6', count: 1 },
      { landscape_object: 'vegetable_bed', count: 4 },
      { landscape_object: 'fruit_tree_medium', count: 2 },
      { landscape_object: 'berry_bush', count: 3 },
      { landscape_object: 'compost_bin', count: 1 },
      { landscape_object: 'outdoor_toilet', count: 1 },
      { landscape_object: 'well', count: 1 },
    ],
  },
  {
    id: 'family',
    name: 'Family house',
    description: 'A house with garage, terrace, lawn, playground, septic tank and a borehole.',
    items: [
      { landscape_object: 'house_medium', count: 1 },
      { landscape_object: 'garage', count: 1 },
      { landscape_object: 'terrace', count: 1 },
      { landscape_object: 'lawn', count: 1 },
      { landscape_object: 'playground', count: 1 },
      { landscape_object: 'septic_tank', count: 1 },
      { landscape_object: 'borehole', count: 1 },
      { landscape_object: 'fruit_tree_tall', count: 2 },
    ],
  },
  {
    id: 'leisure',
    name: 'Bathhouse and leisure',
    description: 'A house, bathhouse, gazebo, barbecue area, pond and flower beds.',
    items: [
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'bathhouse', count: 1 },
      { landscape_object: 'gazebo', count: 1 },
      { landscape_object: 'bbq_area', count: 1 },
      { landscape_object: 'pond', count: 1 },
      { landscape_object: 'flower_bed', count: 2 },
    ],
  },
];
