import { boundingBox, type BoundingBox, type Point } from '../../geometry/index.js';
import { boxGap } from '../../rules/spatial-grid.js';
import type { Body } from '../core/body.js';
import { meanOverPlaced } from './goal-mean.js';
import type { Item } from '../core/item.js';
import type { PlotFrame } from '../core/plot-frame.js';
import { inGardenBlock, ZoneMap } from '../zones/zones.js';

// The design goals a landscape designer reads a plan by (issue 14): zones, access, shade and
// privacy, each a 0..1 heuristic over the placed bodies (see soft-goals.ts for the rest).

type Bodies = readonly (Body | undefined)[];

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Nothing but paving within this much of the entrance point: the gate opens onto a clear way. */
export const GATE_CLEAR_M = 2;
/** A building this far (box gap) from the house or the entrance is an easy walk; farther fades. */
const WALK_M = 12;
/** Living areas this far from the street are out of passers-by's sight (about a house setback more). */
export const PRIVACY_M = 8;

function radius(b: Body): number {
  return Math.max(b.box.maxX - b.box.minX, b.box.maxY - b.box.minY) / 2;
}

/** Shade, 0..1, that `caster` (height_m) throws at noon on the body `p` north of it. */
export function noonShade(p: Body, caster: Body, height: number, south: readonly [number, number]): number {
  const dx = p.x - caster.x;
  const dy = p.y - caster.y;
  // North of the caster along the sun's noon direction (most pairs are not: out early)...
  const north = -(dx * south[0] + dy * south[1]);
  if (north <= 0) return 0;
  // ...and within reach of its shadow sideways.
  const reach = radius(caster) + radius(p);
  if (Math.abs(dy * south[0] - dx * south[1]) >= reach) return 0;
  return clamp01(1 - (north - reach) / (1.2 * height));
}

export class DesignGoals {
  readonly zones: ZoneMap;
  private readonly zoned: number[];
  private readonly houses: number[];
  private readonly buildings: number[];
  private readonly trees: number[];
  private readonly beds: number[];
  private readonly living: number[];
  private readonly blockers: number[];
  /** The entrance as a box (for box gaps), and each street edge with its box. */
  private readonly gate: BoundingBox | undefined;
  private readonly streets: readonly { a: Point; b: Point; box: BoundingBox }[];

  constructor(
    private readonly frame: PlotFrame,
    private readonly items: readonly Item[],
  ) {
    this.zones = new ZoneMap(frame);
    const pick = (keep: (it: Item) => boolean): number[] => items.filter(keep).map((it) => it.index);
    this.zoned = pick((it) => it.zone !== undefined);
    this.houses = pick((it) => it.tags.has('dwelling'));
    this.buildings = pick(
      (it) => !it.tags.has('dwelling') && (it.tags.has('building') || it.tags.has('greenhouse')),
    );
    this.trees = pick((it) => it.tags.has('tree'));
    this.beds = pick((it) => inGardenBlock(it) && !it.tags.has('compost'));
    this.living = pick((it) => it.zone === 'living');
    this.blockers = pick((it) => !it.tags.has('hardscape') && !it.tags.has('ground_cover'));
    const f = frame.front;
    this.gate = f === undefined ? undefined : { minX: f[0], minY: f[1], maxX: f[0], maxY: f[1] };
    this.streets = this.zones.streets.map(([a, b]) => ({ a, b, box: boundingBox([a, b]) }));
  }

  /** Mean of `score` over the placed bodies of `which`; 1 when none is placed. */
  private mean(which: readonly number[], bodies: Bodies, score: (b: Body, i: number) => number): number {
    return meanOverPlaced(which, bodies, score);
  }

  /** Each object in its zone: the house by the entrance, beds south, utility at the back, trees north. */
  zoneScore(bodies: Bodies): number {
    return this.mean(this.zoned, bodies, (b, i) => {
      const zone = (this.items[i] as Item).zone;
      return zone === undefined ? 1 : this.zones.fit(zone, b.x, b.y);
    });
  }

  /**
   * The gate opens onto a clear way (no object but paving within GATE_CLEAR_M of the entrance), and
   * every building is a short walk from the house or the entrance.
   */
  access(bodies: Bodies): number {
    const gate = this.gate;
    let clear = 1;
    if (gate !== undefined) {
      for (const i of this.blockers) {
        const b = bodies[i];
        if (b !== undefined) clear = Math.min(clear, clamp01(boxGap(b.box, gate) / GATE_CLEAR_M));
      }
    }
    const walk = this.mean(this.buildings, bodies, (b) => {
      let near = gate === undefined ? Infinity : boxGap(b.box, gate);
      for (const h of this.houses) {
        const house = bodies[h];
        if (house !== undefined) near = Math.min(near, boxGap(b.box, house.box));
      }
      return near === Infinity ? 1 : 1 - clamp01((near - WALK_M) / (0.5 * this.frame.diagonal));
    });
    return 0.5 * clear + 0.5 * walk;
  }

  /** Trees shade no beds: 1 - the mean noon shade trees cast on the kitchen-garden objects. */
  shade(bodies: Bodies): number {
    return this.mean(this.beds, bodies, (bed) => {
      let shade = 0;
      for (const t of this.trees) {
        const tree = bodies[t];
        if (tree === undefined) continue;
        const height = (this.items[t] as Item).height_m;
        shade = Math.max(shade, noonShade(bed, tree, height, this.frame.south));
      }
      return 1 - shade;
    });
  }

  /** Living areas (terrace, gazebo, playground...) at least PRIVACY_M from a street or driveway. */
  privacy(bodies: Bodies): number {
    if (this.streets.length === 0) return 1;
    return this.mean(this.living, bodies, (b) => {
      // Box to the fence's box: exact for a fence along an axis, a little short for a slanted one.
      let d = Infinity;
      for (const e of this.streets) d = Math.min(d, boxGap(b.box, e.box));
      return clamp01(d / PRIVACY_M);
    });
  }
}
