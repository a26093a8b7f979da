import type { Plot } from '../../model/plot.js';
import { makeBody, type Body } from '../core/body.js';
import { rotationAlong } from '../zones/garden-block.js';
import type { Item } from '../core/item.js';
import { plotGate, plotWicketGate } from '../paths/path-terminals.js';

/** A spot for a car's place square behind the vehicle gate. */
export interface GateSpot {
  readonly x: number;
  readonly y: number;
  readonly rotation_deg: number;
  /** From the boundary to the near short side, metres (the driveway a set-back place needs). */
  readonly setback: number;
}

/**
 * Set-backs tried: on the gate line (5 cm in, else 1 cm in where 5 cm would touch something behind,
 * such as an old tree's protected circle), then as far as a rule (a street set-back for a garage,
 * say) keeps the place from the fence; the car drives straight on over the ground between.
 */
const SETBACKS = [0.05, 0.01, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

/**
 * Where a parking space, carport, garage or driveway stands so that a car drives straight in through
 * the vehicle gate (issue 25): its long side square to the gate's edge, its short side on the
 * opening, flush with one end of the opening (the wicket keeps the rest) or centred when it is as
 * wide as the opening, at each of SETBACKS. Empty without a street, driveway or entrance.
 */
export function gateSpots(plot: Plot, item: Item): GateSpot[] {
  if (item.shape !== 'rect') return [];
  const gate = plotGate(plot);
  const [a, b] = gate.opening;
  const half = Math.hypot(b[0] - a[0], b[1] - a[1]) / 2;
  const [nx, ny] = gate.inward;
  const [ux, uy] = [-ny, nx];
  const long = Math.max(item.width, item.depth);
  const short = Math.min(item.width, item.depth);
  const rotation_deg = rotationAlong(item.width, item.depth, (Math.atan2(ny, nx) * 180) / Math.PI);
  const room = half - short / 2;
  // A wicket set beside the gate keeps its side of the opening free: the car stands flush the other way.
  const beside = plot.wicket !== undefined && plot.wicket.edge === plot.entrance?.edge;
  const wicket = beside ? plotWicketGate(plot).point : undefined;
  const toward =
    wicket === undefined ? 0 : Math.sign((wicket[0] - gate.point[0]) * ux + (wicket[1] - gate.point[1]) * uy);
  const sideways = room > 1e-6 ? [-room, room, 0].filter((s) => toward === 0 || s * toward <= 0) : [0];
  return SETBACKS.flatMap((setback) =>
    sideways.map((s) => ({
      x: gate.point[0] + ux * s + nx * (setback + long / 2),
      y: gate.point[1] + uy * s + ny * (setback + long / 2),
      rotation_deg,
      setback,
    })),
  );
}

/** A drive shorter than this needs no keeping clear: the car's place starts at the gate. */
const DRIVE_FROM_M = 0.3;

/**
 * The drive from the gate to a set-back car's place: the strip as wide as the place, from the
 * boundary to its near short side, where later objects (but paving) must not stand, so that the car
 * still drives straight in. Undefined when the place starts at the gate.
 */
export function driveFor(plot: Plot, item: Item, body: Body): Body | undefined {
  const gate = plotGate(plot);
  const [nx, ny] = gate.inward;
  const long = Math.max(item.width, item.depth);
  const setback = (body.x - gate.point[0]) * nx + (body.y - gate.point[1]) * ny - long / 2;
  if (setback < DRIVE_FROM_M) return undefined;
  const back = long / 2 + setback / 2;
  const [cx, cy] = [body.x - nx * back, body.y - ny * back];
  // The same turn as the place: its long side (width or depth) becomes the drive's length.
  return item.width <= item.depth
    ? makeBody('rect', cx, cy, item.width, setback, body.rotation_deg)
    : makeBody('rect', cx, cy, setback, item.depth, body.rotation_deg);
}
