// The kitchen-garden block (issue 25): beds side by side with 0.55 m aisles (rules-research: paths
// between beds 0.45-0.6 m, the generator's BED_AISLE), long sides north-south, in one to three rows.
import { objectByCode, type LandscapeObject, type PlacedObject, type Point } from '@plotplan/domain';

/** The aisle between beds of a block, metres (as the generator's garden block). */
export const BLOCK_AISLE_M = 0.55;
/** At most this many rows of beds in a block. */
const MAX_ROWS = 3;

export function isBedCode(code: string, catalog: readonly LandscapeObject[]): boolean {
  return objectByCode(code, catalog)?.tags.includes('bed') === true;
}

/** The turn (degrees, -90..90) that lays a w x d rectangle's long side along the unit direction `axis`. */
export function turnAlong(width: number, depth: number, [ax, ay]: Point): number {
  const axisDeg = (Math.atan2(ay, ax) * 180) / Math.PI;
  const deg = width >= depth ? axisDeg : axisDeg - 90;
  const line = (((deg % 180) + 180) % 180) as number;
  const r = Math.round(line * 1e6) / 1e6;
  return r > 90 ? r - 180 : r;
}

/**
 * The beds as blocks about the origin, one layout per number of rows (1..3): each bed turned long
 * side along `north` (a unit vector), beds of a row side by side across it, rows end to end along it.
 * Beds keep their order: row by row, west to east.
 */
export function blockLayouts(beds: readonly PlacedObject[], north: Point): PlacedObject[][] {
  const short = Math.max(...beds.map((b) => Math.min(b.width, b.depth)));
  const long = Math.max(...beds.map((b) => Math.max(b.width, b.depth)));
  const across: Point = [north[1], -north[0]];
  const layouts: PlacedObject[][] = [];
  for (let rows = 1; rows <= Math.min(MAX_ROWS, beds.length); rows++) {
    const cols = Math.ceil(beds.length / rows);
    if (rows > 1 && cols * (rows - 1) >= beds.length) continue;
    const used = Math.ceil(beds.length / cols);
    layouts.push(
      beds.map((b, k) => {
        const [col, row] = [k % cols, Math.floor(k / cols)];
        const u = (col - (cols - 1) / 2) * (short + BLOCK_AISLE_M);
        const v = ((used - 1) / 2 - row) * (long + BLOCK_AISLE_M);
        const x = Math.round((across[0] * u + north[0] * v) * 1000) / 1000;
        const y = Math.round((across[1] * u + north[1] * v) * 1000) / 1000;
        return { ...b, x, y, rotation_deg: turnAlong(b.width, b.depth, north) };
      }),
    );
  }
  return layouts;
}
