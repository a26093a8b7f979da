import { catalogObjects, objectByCode } from '../../catalog/catalog-objects.js';
import type { LandscapeObject } from '../../model/catalog.js';
import type { Plot } from '../../model/plot.js';
import { selects } from '../../rules/plan-items.js';
import type { RulePack } from '../../rules/types.js';
import { FitGrid } from './fit-grid.js';
import { apartReason, noSpotReason, roomForReason, segmentPlaces, tooMuchReason } from './fit-reasons.js';
import type { FitReason } from '../core/reason-codes.js';
import { Separation, type Reach } from './fit-separation.js';
import { plotFrame } from '../core/plot-frame.js';
import { priorityOf } from '../zones/items.js';
import { compileRules, subjectOf, type KindRules, type RuleModel } from '../core/rule-model.js';
import type { SelectionItem } from '../core/types.js';

/** One thing the estimate expects not to fit, and why. */
export interface FitProblem {
  /** The catalog code, or WHOLE_SELECTION when the selection as a whole is too much. */
  readonly landscape_object: string;
  /** How many objects it concerns: the kind's count, or all objects that take ground. */
  readonly count: number;
  /** Why, as a code; the words are in @plotplan/contract (fitReasonText). */
  readonly reason: FitReason;
}

export interface FitEstimate {
  readonly fits: boolean;
  /**
   * Object problems in the order the generator places objects (items.ts priorityOf: the car's place,
   * the house, other buildings, ...), WHOLE_SELECTION last.
   */
  readonly problems: readonly FitProblem[];
  /**
   * When it does not fit: the catalog code of the object a plan will lack first. The first object
   * problem's (the generator tries it earliest and finds no spot); when only the whole selection is
   * too much, the kind placed last (its objects are the ones left without room: the smallest of the
   * least important).
   */
  readonly first?: string;
}

/** FitProblem.landscape_object of the problem about the whole selection. */
export const WHOLE_SELECTION = '*';

/** Room for rounding of plot coordinates and rule values. */
const EPS = 1e-6;

interface Kind {
  readonly code: string;
  readonly entry: LandscapeObject;
  readonly count: number;
}

/** The selection merged per code, zero counts left out. Throws a RangeError for bad lines. */
function kindsOf(selection: readonly SelectionItem[], catalog: readonly LandscapeObject[]): Kind[] {
  const kinds = new Map<string, Kind>();
  for (const { landscape_object: code, count } of selection) {
    const entry = objectByCode(code, catalog);
    if (entry === undefined) throw new RangeError(`unknown landscape object "${code}"`);
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`count of "${code}" must be an integer >= 0`);
    if (count === 0) continue;
    kinds.set(code, { code, entry, count: (kinds.get(code)?.count ?? 0) + count });
  }
  return [...kinds.values()];
}

/**
 * Where a kind may stand, by the error-severity rules only: `footprint`, cells its footprint may
 * cover; `centre`, cells its centre may be on. A tree (inside the plot by its trunk) is judged as a
 * point: its crown's rules are measured from the trunk plus the crown's radius.
 */
interface Room {
  readonly footprint: Uint8Array;
  readonly centre: Uint8Array;
  readonly point: boolean;
}

function roomOf(grid: FitGrid, rules: KindRules, entry: LandscapeObject): Room {
  const point = rules.inside === 'centre';
  const radius = point
    ? entry.shape === 'circle'
      ? entry.width / 2
      : Math.hypot(entry.width, entry.depth) / 2
    : 0;
  const n = grid.size;
  const footprint = new Uint8Array(n);
  const centre = new Uint8Array(n);
  const insideFull = rules.insideError && rules.inside === 'full';
  const insideCentre = rules.insideError && rules.inside === 'centre';
  for (let k = 0; k < n; k++) {
    footprint[k] = !insideFull || grid.inside[k] === 1 ? 1 : 0;
    centre[k] = !insideCentre || grid.inside[k] === 1 ? 1 : 0;
  }
  for (const t of rules.segments) {
    if (!t.error) continue;
    const field = grid.segmentField(t.a, t.b);
    const [mask, need] = t.fromCentre
      ? [centre, t.value]
      : point
        ? [centre, t.value + radius]
        : [footprint, t.value];
    for (let k = 0; k < n; k++) if ((field[k] as number) < need - EPS) mask[k] = 0;
  }
  for (const t of rules.areas) {
    if (!t.error) continue;
    const fields = t.pieces.map((p) => grid.shapeField(p));
    const [mask, need] = point ? [centre, t.value + radius] : [footprint, t.value];
    for (const field of fields) {
      for (let k = 0; k < n; k++) {
        const d = field[k] as number;
        if (d <= 0 || d < need - EPS) mask[k] = 0;
      }
    }
  }
  if (point) footprint.set(centre);
  return { footprint, centre, point };
}

/** Cells a length needs: the estimate's resolution is the cell. */
const cellsFor = (length: number, cell: number): number => Math.max(1, Math.ceil(length / cell - EPS));

function hasSpot(grid: FitGrid, room: Room, entry: LandscapeObject): boolean {
  if (room.point) return room.centre.includes(1);
  const [w, d] = [cellsFor(entry.width, grid.cell), cellsFor(entry.depth, grid.cell)];
  return grid.hasBlock(room.footprint, room.centre, w, d);
}

/** The gap the pair rules ask between kinds i and j (error severity; 0 when none). */
function pairGap(model: RuleModel, i: number, j: number): number {
  return model.pair(i, j).terms.reduce((m, t) => (t.error ? Math.max(m, t.value) : m), 0);
}

/**
 * The gap kind i must keep from its nearest neighbour: the least of its gaps to the other selected
 * objects that take ground and have a spot. Larger gaps (a well 8 m from a toilet) are met by
 * setting the pair apart with other objects between, which the separation test checks instead.
 */
function nearestGap(model: RuleModel, kinds: readonly Kind[], takes: readonly boolean[], i: number): number {
  let gap = Infinity;
  kinds.forEach((kind, j) => {
    if (takes[j] !== true || (j === i && kind.count < 2)) return;
    gap = Math.min(gap, pairGap(model, i, j));
  });
  return gap === Infinity ? 0 : gap;
}

/**
 * The ground an object takes with its gaps: its width and depth each grow by half the gap to its
 * nearest neighbour, since a gap lies between two objects and each pays half.
 */
function groundOf(entry: LandscapeObject, gap: number): number {
  const [w, d] = [entry.width + gap / 2, entry.depth + gap / 2];
  return entry.shape === 'circle' ? (Math.PI * w * w) / 4 : w * d;
}

/**
 * Pairs whose rules ask for more room between them than the plot gives: no spot for one is far
 * enough from every spot for the other. Two of a kind are checked at any gap; two kinds only when
 * their gap exceeds `packing`, the gap every object keeps.
 */
function separationProblems(
  grid: FitGrid,
  model: RuleModel,
  kinds: readonly Kind[],
  rooms: readonly (Room | undefined)[],
  packing: number,
): FitProblem[] {
  const separation = new Separation(grid);
  const reaches = new Map<number, Reach>();
  const reachOf = (i: number, room: Room): Reach => {
    let reach = reaches.get(i);
    if (reach === undefined) {
      const { entry } = kinds[i] as Kind;
      const [width, depth] = [entry.width, entry.depth];
      reach = room.point
        ? { mask: room.centre, radius: width / 2, width, depth }
        : { mask: room.footprint, radius: undefined, width, depth };
      reaches.set(i, reach);
    }
    return reach;
  };
  const problems: FitProblem[] = [];
  kinds.forEach((a, i) => {
    kinds.forEach((b, j) => {
      const [roomA, roomB] = [rooms[i], rooms[j]];
      if (j < i || (j === i && a.count < 2) || roomA === undefined || roomB === undefined) return;
      const gap = pairGap(model, i, j);
      // Two kinds that need only the packing gap are left to the ground test: it is cheaper.
      if (gap <= 0 || (i !== j && gap <= packing)) return;
      if (separation.widestGap(reachOf(i, roomA), reachOf(j, roomB)) >= gap - EPS) return;
      // Two of a kind: all but one are left out.
      const count = i === j ? b.count - 1 : b.count;
      problems.push({ landscape_object: b.code, count, reason: apartReason(a.entry, b.entry, gap) });
    });
  });
  return problems;
}

/**
 * Kinds of which more are chosen than their own room holds side by side (test d): each copy with its
 * footprint on the kind's room and the gap two of a kind keep (at least `packing`) between copies,
 * packed first fit. Area alone (test c) cannot see it: 7 large houses of 10 x 10 m need 700 m² and a
 * 30 x 40 m us-typical plot's set-backs leave 750 m², but only 4 houses stand in it. Trees (judged by
 * the trunk), what others may stand on (a lawn: `rooms` undefined) and kinds already told that only
 * one fits are left out.
 */
function roomProblems(
  grid: FitGrid,
  model: RuleModel,
  kinds: readonly Kind[],
  rooms: readonly (Room | undefined)[],
  packing: number,
  told: readonly FitProblem[],
): FitProblem[] {
  const problems: FitProblem[] = [];
  kinds.forEach((kind, i) => {
    const room = rooms[i];
    if (kind.count < 2 || room === undefined || room.point) return;
    if (told.some((p) => p.landscape_object === kind.code)) return;
    const gap = Math.max(pairGap(model, i, i), packing);
    const [w, d] = [cellsFor(kind.entry.width, grid.cell), cellsFor(kind.entry.depth, grid.cell)];
    const fits = grid.packCount(room.footprint, room.centre, w, d, cellsFor(gap, grid.cell), kind.count);
    if (fits < kind.count)
      problems.push({
        landscape_object: kind.code,
        count: kind.count - fits,
        reason: roomForReason(kind.entry, fits, kind.count),
      });
  });
  return problems;
}

/**
 * Before generating: whether the selection can fit on the plot under the pack's error-severity
 * rules, and if not, what will not fit and why (as codes). Four tests: (a) each kind of object needs
 * a spot for its footprint (either way round) with its boundary setbacks and off the protected
 * areas, found on a grid of 0.25 m cells (coarser on plots over about 1,000 m²); (b) two kinds a
 * pair rule keeps apart (a well and a toilet, 8 m) need spots that far apart; (c) all objects
 * together, each with half the gap to its nearest neighbour added to its width and depth, need no
 * more ground than there is where any of them may stand; (d) the copies of one kind stand side by
 * side in their own room (roomProblems). An estimate, not a promise: it errs by about a cell, and
 * the generator still places what fits. Throws a RangeError for an unknown code or a bad count.
 */
export function estimateFit(
  plot: Plot,
  selection: readonly SelectionItem[],
  pack: RulePack,
  catalog: readonly LandscapeObject[] = catalogObjects,
): FitEstimate {
  const kinds = kindsOf(selection, catalog);
  if (kinds.length === 0) return { fits: true, problems: [] };
  const frame = plotFrame(plot);
  const model = compileRules(
    pack,
    plot,
    frame.edges,
    kinds.map((k) => subjectOf(k.entry)),
  );
  const grid = new FitGrid(frame.ring, frame.axisDeg);
  const places = segmentPlaces(frame.edges);
  const groundRules = pack.rules.filter((r) => r.kind === 'no_overlap' && r.severity === 'error');
  const problems: FitProblem[] = [];
  const rooms = kinds.map((kind, i) => {
    const rules = model.kinds[i] as KindRules;
    const room = roomOf(grid, rules, kind.entry);
    if (!hasSpot(grid, room, kind.entry)) {
      const segments = rules.segments.filter((t) => t.error);
      const areas = rules.areas.filter((t) => t.error);
      const reason = noSpotReason(kind.entry, segments, areas, places);
      problems.push({ landscape_object: kind.code, count: kind.count, reason });
      return undefined;
    }
    return room;
  });
  // From here on only kinds with a spot: the others are told above and will not be placed.
  const packing = groundRules.reduce((m, r) => Math.max(m, r.value_m), 0);
  // Objects other objects may stand on (a lawn) take no ground of their own.
  const takes = kinds.map(
    (kind, i) =>
      rooms[i] !== undefined && groundRules.some((r) => selects(r.applies_to, new Set(kind.entry.tags))),
  );
  const apart = separationProblems(grid, model, kinds, rooms, packing);
  const packed = rooms.map((room, i) => (takes[i] === true ? room : undefined));
  problems.push(...apart, ...roomProblems(grid, model, kinds, packed, packing, apart));
  const anywhere = new Uint8Array(grid.size);
  let need = 0;
  let objects = 0;
  kinds.forEach((kind, i) => {
    const room = rooms[i];
    if (room === undefined || takes[i] !== true) return;
    need += kind.count * groundOf(kind.entry, nearestGap(model, kinds, takes, i));
    objects += kind.count;
    // A tree's crown may spread anywhere on the plot around a trunk that keeps its rules.
    const where = room.point ? grid.inside : room.footprint;
    for (let k = 0; k < where.length; k++)
      if (where[k] === 1 && (room.point || room.centre[k] === 1)) anywhere[k] = 1;
  });
  const have = anywhere.reduce((sum, v) => sum + v, 0) * grid.cell * grid.cell;
  const rank = new Map(kinds.map((kind, i) => [kind.code, [priorityOf(kind.entry), i] as const]));
  const order = (code: string): readonly [number, number] => rank.get(code) ?? [Infinity, Infinity];
  const sorted = problems
    .map((p, k) => ({ p, k }))
    .sort((a, b) => {
      const [pa, ia] = order(a.p.landscape_object);
      const [pb, ib] = order(b.p.landscape_object);
      return pa - pb || ia - ib || a.k - b.k;
    })
    .map(({ p }) => p);
  if (objects > 0 && need > have + EPS) {
    sorted.push({ landscape_object: WHOLE_SELECTION, count: objects, reason: tooMuchReason(need, have) });
  }
  if (sorted.length === 0) return { fits: true, problems: [] };
  const last = kinds
    .filter((_, i) => takes[i] === true)
    .reduce<Kind | undefined>(
      (worst, kind) =>
        worst === undefined || priorityOf(kind.entry) >= priorityOf(worst.entry) ? kind : worst,
      undefined,
    );
  const first = sorted[0]?.landscape_object === WHOLE_SELECTION ? last?.code : sorted[0]?.landscape_object;
  return { fits: false, problems: sorted, ...(first === undefined ? {} : { first }) };
}
