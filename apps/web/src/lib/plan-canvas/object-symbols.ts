import type { PlacedObject, Point } from '@plotplan/domain';
import { FAMILY_STYLES, type ObjectFamily } from './object-families';

/** A plan symbol's line work in the plan frame (metres), turned with its object. */
export interface SymbolGeometry {
  /** Open polylines. */
  readonly lines: readonly (readonly Point[])[];
  /** Closed outlines (crowns, bushes, rings). */
  readonly rings: readonly (readonly Point[])[];
  /** Filled dots (a tree's trunk). */
  readonly dots: readonly { readonly at: Point; readonly r: number }[];
}

const EMPTY: SymbolGeometry = { lines: [], rings: [], dots: [] };

type Footprint = Pick<PlacedObject, 'shape' | 'x' | 'y' | 'width' | 'depth' | 'rotation_deg'>;

/** The object's frame: long side along u, so symbols run with the object however it is turned. */
function frameOf(o: Footprint) {
  const long = o.width >= o.depth;
  const theta = ((o.rotation_deg + (long ? 0 : 90)) * Math.PI) / 180;
  const [c, s] = [Math.cos(theta), Math.sin(theta)];
  const at = (u: number, v: number): Point => [o.x + u * c - v * s, o.y + u * s + v * c];
  return { at, length: Math.max(o.width, o.depth), cross: Math.min(o.width, o.depth) };
}

/** A circle, or a scalloped crown of `lobes` lobes, as a closed polyline around (cx, cy). */
export function crownRing(cx: number, cy: number, r: number, lobes = 0, depth = 0.12): Point[] {
  const steps = Math.max(24, lobes * 8);
  return Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * 2 * Math.PI;
    const k = lobes === 0 ? 1 : 1 - depth * (1 - Math.abs(Math.sin((lobes * t) / 2)));
    return [cx + r * k * Math.cos(t), cy + r * k * Math.sin(t)] as Point;
  });
}

/** Lobes of about 0.8 m of the crown's edge, 7 to 20. */
const lobesOf = (r: number) => Math.min(20, Math.max(7, Math.round((2 * Math.PI * r) / 0.8)));

function roofLines(o: Footprint): SymbolGeometry {
  const { at, length, cross } = frameOf(o);
  const [hl, hc] = [length / 2, cross / 2];
  // A hip roof: the ridge along the long side, hips down to the four corners.
  const ridge = Math.max(0, hl - hc);
  return {
    lines: [
      [at(-hl, -hc), at(-ridge, 0), at(-hl, hc)],
      [at(hl, -hc), at(ridge, 0), at(hl, hc)],
      ...(ridge > 0 ? [[at(-ridge, 0), at(ridge, 0)]] : []),
    ],
    rings: [],
    dots: [],
  };
}

function glazingLines(o: Footprint): SymbolGeometry {
  const { at, length, cross } = frameOf(o);
  const [hl, hc] = [length / 2, cross / 2];
  const bays = Math.max(2, Math.round(length / 0.8));
  const lines: Point[][] = [[at(-hl, 0), at(hl, 0)]];
  for (let i = 1; i < bays; i++) {
    const u = -hl + (i * length) / bays;
    lines.push([at(u, -hc), at(u, hc)]);
  }
  return { lines, rings: [], dots: [] };
}

function bedRows(o: Footprint): SymbolGeometry {
  const { at, length, cross } = frameOf(o);
  const inset = Math.min(0.15, cross / 6);
  const rows = Math.max(1, Math.floor((cross - 2 * inset) / 0.35));
  const lines: Point[][] = [];
  for (let i = 0; i < rows; i++) {
    const v = -cross / 2 + ((i + 0.5) * cross) / rows;
    lines.push([at(-length / 2 + inset, v), at(length / 2 - inset, v)]);
  }
  return { lines, rings: [], dots: [] };
}

function bushRings(o: Footprint): SymbolGeometry {
  if (o.shape === 'circle') {
    const r = o.width / 2;
    return { lines: [], rings: [crownRing(o.x, o.y, r * 0.92, Math.max(6, lobesOf(r)), 0.18)], dots: [] };
  }
  // A row of bushes along the long side (a raspberry row, a hedge).
  const { at, length, cross } = frameOf(o);
  const count = Math.max(1, Math.round(length / cross));
  const r = (length / count / 2) * 0.92;
  const rings = Array.from({ length: count }, (_, i) => {
    const [cx, cy] = at(-length / 2 + ((i + 0.5) * length) / count, 0);
    return crownRing(cx, cy, Math.min(r, (cross / 2) * 0.92), 7, 0.18);
  });
  return { lines: [], rings, dots: [] };
}

function waterRing(o: Footprint): SymbolGeometry {
  if (o.shape === 'circle') return { lines: [], rings: [crownRing(o.x, o.y, (o.width / 2) * 0.7)], dots: [] };
  const { at, length, cross } = frameOf(o);
  const inset = Math.min(0.3, cross / 6);
  const [hl, hc] = [length / 2 - inset, cross / 2 - inset];
  return { lines: [], rings: [[at(-hl, -hc), at(hl, -hc), at(hl, hc), at(-hl, hc)]], dots: [] };
}

function treeCrown(o: Footprint, family: ObjectFamily): SymbolGeometry {
  const r = o.width / 2;
  const trunk = { at: [o.x, o.y] as Point, r: Math.max(0.12, r * 0.07) };
  const crown = crownRing(o.x, o.y, r * 0.97, lobesOf(r), family === 'fruit_tree' ? 0.14 : 0.08);
  // A shade tree shows its branching as a second, inner ring; a fruit tree its trunk alone.
  const rings = family === 'shade_tree' ? [crown, crownRing(o.x, o.y, r * 0.5)] : [crown];
  return { lines: [], rings, dots: [trunk] };
}

/** The plan symbol of an object of a family: roof, glazing, rows, crown, bushes or water's edge. */
export function symbolGeometry(object: Footprint, family: ObjectFamily | undefined): SymbolGeometry {
  if (family === undefined) return EMPTY;
  switch (FAMILY_STYLES[family].symbol) {
    case 'ridge':
      return object.shape === 'rect' ? roofLines(object) : EMPTY;
    case 'glazing':
      return object.shape === 'rect' ? glazingLines(object) : EMPTY;
    case 'rows':
      return object.shape === 'rect' ? bedRows(object) : EMPTY;
    case 'crown':
      return object.shape === 'circle' ? treeCrown(object, family) : bushRings(object);
    case 'bush':
      return bushRings(object);
    case 'ring':
      return waterRing(object);
    case 'none':
      return EMPTY;
  }
}
