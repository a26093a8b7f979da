import type { SelectionItem } from '@plotplan/contract';

/** A preset's objects as catalog code -> count, in the order they are listed. */
const items = (counts: Readonly<Record<string, number>>): SelectionItem[] =>
  Object.entries(counts).map(([landscape_object, count]) => ({ landscape_object, count }));

/** Starting points for the object selection, by catalog code. */
export const selectionPresets: { id: string; name: string; description: string; items: SelectionItem[] }[] = [
  {
    id: 'garden',
    name: 'Garden plot',
    description: 'A small house, greenhouse, beds, fruit trees, compost, toilet and a well.',
    items: items({
      house_small: 1,
      greenhouse_3x6: 1,
      vegetable_bed: 4,
      fruit_tree_medium: 2,
      berry_bush: 3,
      compost_bin: 1,
      outdoor_toilet: 1,
      well: 1,
    }),
  },
  {
    id: 'family',
    name: 'Family house',
    description: 'A house with garage, terrace, lawn, playground, septic tank and a borehole.',
    items: items({
      house_medium: 1,
      garage: 1,
      terrace: 1,
      lawn: 1,
      playground: 1,
      septic_tank: 1,
      borehole: 1,
      fruit_tree_tall: 2,
    }),
  },
  {
    id: 'leisure',
    name: 'Bathhouse and leisure',
    description: 'A house, bathhouse, gazebo, barbecue area, pond and flower beds.',
    items: items({ house_small: 1, bathhouse: 1, gazebo: 1, bbq_area: 1, pond: 1, flower_bed: 2 }),
  },
];
