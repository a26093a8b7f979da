// maxrects-packer on a strip: one bin W wide and "unbounded" high, every option combination that
// makes sense for a strip (its three packing logics x smart sizing on/off x five input orders), the
// height used being the highest top edge of a packed rectangle. The best combination is what
// maxrects-packer can do at best, so that is the figure compared.
import type { MaxRectsPacker as Packer, PACKING_LOGIC as Logic } from 'maxrects-packer';
import type { StripInstance } from './instance.js';

export interface MaxrectsResult {
  readonly height: number;
  readonly config: string;
  readonly ms: number;
}

/**
 * What the packer takes and gives back. Its IRectangle is not exported from the typings "types"
 * points at; a type alias (not an interface) fits its index-signature constraint.
 */
type Rect = {
  width: number;
  height: number;
  x: number;
  y: number;
  data: number;
  rot?: boolean;
  oversized?: boolean;
};

// The package says "type": "module" but its "main" is a UMD build, so Node finds no named exports
// in `import ... from 'maxrects-packer'`; its ES build sits beside it, typed by the package's d.ts.
interface Lib {
  readonly MaxRectsPacker: typeof Packer;
  readonly PACKING_LOGIC: typeof Logic;
}
const { MaxRectsPacker, PACKING_LOGIC } = (await import(
  'maxrects-packer/dist/maxrects-packer.mjs' as string
)) as Lib;

const LOGICS = [PACKING_LOGIC.MAX_AREA, PACKING_LOGIC.MAX_EDGE, PACKING_LOGIC.FILL_WIDTH] as const;
const LOGIC_NAMES = ['max-area', 'max-edge', 'fill-width'] as const;
type Order = (r: { width: number; height: number }) => number;
/**
 * Input orders: addArray sorts by its logic (longest edge, or area) before packing; add() packs in
 * the order given, so the classic strip-packing orders are tried too.
 */
const ORDERS: readonly { name: string; key: Order | undefined }[] = [
  { name: 'addArray', key: undefined },
  { name: 'height', key: (r) => r.height },
  { name: 'width', key: (r) => r.width },
  { name: 'area', key: (r) => r.width * r.height },
  { name: 'perimeter', key: (r) => r.width + r.height },
];
/** Far above any shelf packing of these instances: the bin never closes. */
const TALL = 100_000;

/** One packing; undefined when the packer opened a second bin or flagged an oversized rectangle. */
export function packOnce(
  inst: StripInstance,
  allowRotation: boolean,
  logic: Logic,
  smart: boolean,
  order: Order | undefined,
): number | undefined {
  const packer = new MaxRectsPacker<Rect>(inst.width, TALL, 0, {
    smart,
    pot: false,
    square: false,
    allowRotation,
    logic,
  });
  const rects = inst.items.map(([width, height], i): Rect => ({ width, height, x: 0, y: 0, data: i }));
  if (order === undefined) packer.addArray(rects);
  else for (const r of [...rects].sort((a, b) => order(b) - order(a) || a.data - b.data)) packer.add(r);
  const bin = packer.bins[0];
  if (packer.bins.length !== 1 || bin === undefined || bin.rects.length !== inst.items.length)
    return undefined;
  let top = 0;
  for (const r of bin.rects) {
    // A turned rectangle keeps its own width and height and says `rot`.
    const [w, h] = r.rot === true ? [r.height, r.width] : [r.width, r.height];
    if (r.oversized === true || r.x < 0 || r.x + w > inst.width + 1e-9) return undefined;
    top = Math.max(top, r.y + h);
  }
  return top;
}

/** The best height over every option combination, and the time all of them took. */
export function bestMaxrects(inst: StripInstance, allowRotation: boolean): MaxrectsResult {
  const start = performance.now();
  let best: { height: number; config: string } = { height: Infinity, config: '-' };
  LOGICS.forEach((logic, k) => {
    for (const smart of [true, false]) {
      for (const order of ORDERS) {
        const height = packOnce(inst, allowRotation, logic, smart, order.key);
        if (height !== undefined && height < best.height) {
          best = { height, config: `${LOGIC_NAMES[k]}${smart ? ', smart' : ''}, ${order.name}` };
        }
      }
    }
  });
  return { ...best, ms: performance.now() - start };
}
