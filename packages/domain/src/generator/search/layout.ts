import { normalizeDeg, type Point } from '../../geometry/index.js';
import type { PlacedObject } from '../../model/plan.js';
import { makeBody, type Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import type { PenaltyModel } from '../goals/penalty.js';
import type { SoftGoals } from '../goals/soft-goals.js';
import type { Objective } from '../core/types.js';

/** Weight of the soft score in the objective: a whole score point is worth a tenth of one error. */
export const SOFT_SCALE = 10;

const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;

/** Item `it` placed as `b`, as the plan will hold it (a locked item exactly as the user left it). */
export function placedObject(it: Item, b: Body): PlacedObject {
  if (it.locked !== undefined) return it.locked;
  const { id, code, shape, width, depth, height_m } = it;
  const rotation_deg = normalizeDeg(round(normalizeDeg(b.rotation_deg), 6));
  return {
    id,
    landscape_object: code,
    shape,
    x: b.x,
    y: b.y,
    rotation_deg,
    width,
    depth,
    height_m,
    locked: false,
  };
}

/** A branch of the skeleton (circulation.ts layBranch): the item it leads to, its line and strips. */
export interface Branch {
  readonly item: number;
  readonly line: Point[];
  readonly strips: readonly Body[];
}

/** The working state of one variant: a body per item (undefined until placed). */
export class Layout {
  readonly bodies: (Body | undefined)[];
  /** Items construction settled for good (a bed block): annealing leaves them where they are. */
  readonly pinned = new Set<number>();
  /**
   * Ground later objects (but paving) keep off: the drive to a set-back car's place (gate-parking.ts
   * driveFor) and the garden spine (skeleton.ts). Construction pays for standing on it, annealing
   * never moves onto it.
   */
  keepClear: Body[] = [];
  /** The skeleton's centre lines so far (skeleton.ts): where the next branch starts from. */
  readonly skeleton: Point[][] = [];
  /**
   * The skeleton's branches in the order laid (the spine is not one): a branch may be laid anew round
   * the kitchen-garden block (block-room.ts), and those laid after it with it.
   */
  branches: Branch[] = [];
  /**
   * The room the first bed took for the whole kitchen-garden block when branches were laid round it
   * (block-room.ts): the beds that follow fill it before any spot outside.
   */
  blockRoom: Body | undefined;
  // The objective sees PlacedObjects; each is rebuilt only when its body changes.
  private readonly placedFor: (Body | undefined)[];
  private readonly placed: (PlacedObject | undefined)[];

  constructor(
    readonly items: readonly Item[],
    readonly penalty: PenaltyModel,
    readonly soft: SoftGoals,
    /** The caller's cost (GenerateOptions.objective); replaces the soft goals when given. */
    readonly objective?: Objective,
  ) {
    this.bodies = items.map((it) =>
      it.locked === undefined
        ? undefined
        : makeBody(it.shape, it.locked.x, it.locked.y, it.width, it.depth, it.locked.rotation_deg),
    );
    this.placedFor = items.map(() => undefined);
    this.placed = items.map(() => undefined);
  }

  bodyFor(i: number, x: number, y: number, rotation_deg: number): Body {
    const it = this.items[i] as Item;
    // Millimetre positions: what the search measures is exactly what the plan will say.
    return makeBody(
      it.shape,
      Math.round(x * 1000) / 1000,
      Math.round(y * 1000) / 1000,
      it.width,
      it.depth,
      rotation_deg,
    );
  }

  /** Rule cost of item i at `body` with every other placed item (except `skip`). */
  contribution(i: number, body: Body, skip = -1): number {
    const kind = (this.items[i] as Item).kind;
    let total = this.penalty.unary(kind, body);
    for (let j = 0; j < this.items.length; j++) {
      const other = this.bodies[j];
      if (j === i || j === skip || other === undefined) continue;
      total += this.penalty.pair(kind, body, (this.items[j] as Item).kind, other);
    }
    return total;
  }

  /** Rule cost of the whole layout. */
  penaltyTotal(): number {
    let total = 0;
    this.bodies.forEach((b, i) => {
      if (b === undefined) return;
      const kind = (this.items[i] as Item).kind;
      total += this.penalty.unary(kind, b);
      for (let j = i + 1; j < this.bodies.length; j++) {
        const other = this.bodies[j];
        if (other !== undefined) total += this.penalty.pair(kind, b, (this.items[j] as Item).kind, other);
      }
    });
    return total;
  }

  /** The placed objects (construction may have placed only some), for the objective. */
  placedObjects(): readonly PlacedObject[] {
    const list: PlacedObject[] = [];
    this.bodies.forEach((b, i) => {
      if (b === undefined) return;
      let p = this.placed[i];
      if (p === undefined || this.placedFor[i] !== b) {
        p = placedObject(this.items[i] as Item, b);
        [this.placed[i], this.placedFor[i]] = [p, b];
      }
      list.push(p);
    });
    return list;
  }

  /** The caller's objective on the placed objects (0 without one). */
  objectiveCost(): number {
    return this.objective === undefined ? 0 : this.objective(this.placedObjects());
  }

  /**
   * The goal score the search maximises, 0..1 for the soft goals: their weighted mean, or with an
   * objective 1 - its cost (unbounded). Construction reads only this, so it follows the objective
   * unchanged. `full` false is construction's quicker score (SoftGoals.breakdown).
   */
  softTotal(full = true): number {
    if (this.objective !== undefined) return 1 - this.objectiveCost();
    return this.soft.total(this.soft.breakdown(this.bodies, full));
  }

  /** The goal part of the search's value (lower is better): SOFT_SCALE x (1 - softTotal). */
  goalCost(): number {
    if (this.objective !== undefined) return SOFT_SCALE * this.objectiveCost();
    return SOFT_SCALE * (1 - this.softTotal());
  }
}
