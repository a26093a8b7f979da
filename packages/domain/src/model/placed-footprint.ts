import type { Footprint } from '../geometry/footprint.js';
import type { PlacedObject } from './plan.js';

/** The ground outline of a placed object: its turned rectangle, or a circle's disc. */
export function placedFootprint(o: PlacedObject): Footprint {
  return o.shape === 'circle'
    ? { kind: 'circle', cx: o.x, cy: o.y, radius: o.width / 2 }
    : { kind: 'rect', cx: o.x, cy: o.y, width: o.width, depth: o.depth, rotation_deg: o.rotation_deg };
}
