// Realistic projects for the API benchmark: a 30 x 40 m garden plot (street along the bottom) with
// a plan of a dozen placed objects, each project a little different so thumbnails differ.
const object = (id: string, code: string, x: number, y: number, width: number, depth: number) => ({
  id,
  landscape_object: code,
  shape: code === 'well' || code.startsWith('fruit_tree') ? 'circle' : 'rect',
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m: 3,
  locked: false,
});

export const gardenPlot = {
  boundary: [
    [0, 0],
    [30, 0],
    [30, 40],
    [0, 40],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  rule_pack: 'ru-snt',
};

/** The plan of project `n`: a house, beds, a well, a shed and fruit trees, shifted by n. */
export function gardenPlan(n: number) {
  const dx = (n % 5) * 0.4;
  return {
    objects: [
      object('house', 'house_small', 15 + dx, 20, 6, 6),
      object('bed-1', 'vegetable_bed', 5, 8 + dx, 1.2, 4),
      object('bed-2', 'vegetable_bed', 7, 8 + dx, 1.2, 4),
      object('bed-3', 'vegetable_bed', 9, 8 + dx, 1.2, 4),
      object('well', 'well', 25, 32, 1.2, 1.2),
      object('shed', 'garden_shed', 25, 8, 2, 3),
      object('tree-1', 'fruit_tree_medium', 5, 33, 2, 2),
      object('tree-2', 'fruit_tree_medium', 10, 34, 2, 2),
      object('tree-3', 'fruit_tree_medium', 22 - dx, 10, 2, 2),
    ],
  };
}
