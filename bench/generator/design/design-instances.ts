// Plots and a selection for looking at how the generator zones a plot (render-plan.ts).
import type { EdgeKind, Plot, SelectionItem } from '@plotplan/domain';
import type { Instance } from '../instances.js';

/** A w x d plot with the street (and the entrance) along the bottom edge. */
function streetPlot(w: number, d: number, north_deg: number): Plot {
  const kinds: EdgeKind[] = ['street', 'neighbor', 'neighbor', 'neighbor'];
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg,
    edges: kinds.map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.3, width_m: 4 },
    protected_areas: [],
    rule_pack: 'ru-izhs',
  };
}

/** A household's usual wish list: house, leisure, a kitchen garden, utility corner and tall trees. */
export const designSelection: readonly SelectionItem[] = [
  { landscape_object: 'house_medium', count: 1 },
  { landscape_object: 'carport', count: 1 },
  { landscape_object: 'terrace', count: 1 },
  { landscape_object: 'gazebo', count: 1 },
  { landscape_object: 'playground', count: 1 },
  { landscape_object: 'greenhouse_3x6', count: 1 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'berry_row', count: 2 },
  { landscape_object: 'compost_bin', count: 1 },
  { landscape_object: 'outdoor_toilet', count: 1 },
  { landscape_object: 'woodshed', count: 1 },
  { landscape_object: 'septic_tank', count: 1 },
  { landscape_object: 'fruit_tree_tall', count: 3 },
];

/** 30 x 40 m, the street on the south side (north up). */
export const designInstance: Instance = {
  name: '30 x 40 m ru-izhs, street south',
  plot: streetPlot(30, 40, 0),
  selection: designSelection,
};

/** The same plot with the street on the north side (north points down the plan). */
export const designNorthInstance: Instance = {
  name: '30 x 40 m ru-izhs, street north',
  plot: streetPlot(30, 40, 180),
  selection: designSelection,
};
