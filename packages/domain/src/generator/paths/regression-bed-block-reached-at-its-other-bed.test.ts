import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '../../model/plan.js';
import { accessReach } from './access-reach.js';
import { pathNetwork } from './path-network.js';
import { rectPlot } from '../test-fixtures.js';

// Issue 25's regression: the path network served a block of beds through its bed nearest the house
// only, so when that bed's ends stood against the fence and a bush and its long sides against its
// neighbour and a greenhouse, the whole block went unreached though its neighbour's side was open
// (random plot 2, seed 3, of the design-quality benchmark; construction had laid its branch there).
const plot = rectPlot(20, 30);

function placed(id: string, code: string, x: number, y: number, width: number, depth: number): PlacedObject {
  const shape = code === 'berry_bush' ? 'circle' : 'rect';
  return {
    id,
    landscape_object: code,
    shape,
    x,
    y,
    rotation_deg: 0,
    width,
    depth,
    height_m: 2,
    locked: false,
  };
}

const objects = [
  placed('house', 'house_small', 10, 12, 6, 6),
  // The bed nearest the house: 0.3 m off the north fence, a bush 0.5 m off its south end, the
  // greenhouse 0.6 m off its east side, its neighbour across a 0.55 m aisle on the west.
  placed('bed-near', 'vegetable_bed', 5, 27.7, 1.2, 4),
  placed('bed-far', 'vegetable_bed', 3.25, 27.7, 1.2, 4),
  placed('bush', 'berry_bush', 5, 24.6, 1.2, 1.2),
  placed('greenhouse', 'greenhouse_3x4', 7.7, 27, 3, 4),
];

describe('regression: a bed block reached only through its bed nearest the house', () => {
  it('reaches the block at its other bed when the nearest one has no open side', () => {
    const network = pathNetwork(plot, { objects });
    expect(network.unreachable).not.toContain('bed-near');
    const reach = accessReach(plot, { objects, paths: network.paths });
    expect(reach.missing).toEqual([]);
  });
});
