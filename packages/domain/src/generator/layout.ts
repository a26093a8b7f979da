import { makeBody, type Body } from './body.js';
import type { Item } from './items.js';
import type { PenaltyModel } from './penalty.js';
import type { SoftGoals } from './soft-goals.js';

/** Weight of the soft score in the objective: a whole score point is worth a tenth of one error. */
export const SOFT_SCALE = 10;

/** The working state of one variant: a body per item (undefined until placed). */
export class Layout {
  readonly bodies: (Body | undefined)[];

  constructor(
    readonly items: readonly Item[],
    readonly penalty: PenaltyModel,
    readonly soft: SoftGoals,
  ) {
    this.bodies = items.map((it) =>
      it.locked === undefined
        ? undefined
        : makeBody(it.shape, it.locked.x, it.locked.y, it.width, it.depth, it.locked.rotation_deg),
    );
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

  softTotal(withFreeArea = true): number {
    return this.soft.total(this.soft.breakdown(this.bodies, withFreeArea));
  }
}
