import { objectByCode } from '../../catalog/catalog-objects.js';
import { footprintDistance, type Footprint, type Point } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import { placedFootprint } from '../../model/placed-footprint.js';
import type { PlacedObject, Plan } from '../../model/plan.js';
import { plotWicket } from '../../model/entrances.js';
import type { Entrance, Plot } from '../../model/plot.js';

/**
 * Objects a path leads to: enclosed buildings and sheds (woodshed, poultry house, workshop, garage),
 * the gazebo and carport (`outbuilding`), greenhouses, saunas, showers, the outdoor toilet, compost,
 * the well and animal houses. Not the septic tank (underground, serviced from the street) nor paving.
 */
export const PATH_TARGET_TAGS: readonly string[] = [
  'building',
  'outbuilding',
  'greenhouse',
  'sauna',
  'shower',
  'toilet',
  'compost',
  'well',
  'livestock',
];
const NOT_TARGETS: readonly string[] = ['underground', 'hardscape'];

/** A side of an object a path can end on: its middle and outward normal. */
export interface Door {
  readonly mid: Point;
  readonly normal: Point;
  /** The footprint whose side this is, when not the terminal's own (another bed of its block). */
  readonly footprint?: Footprint;
}

/** An object the network should reach; `doors` in the order they are preferred. */
export interface Terminal {
  readonly objectId: string;
  readonly footprint: Footprint;
  readonly doors: readonly Door[];
}

/** Where the network starts: a point on the boundary and the inward normal there. */
export interface Gate {
  readonly point: Point;
  readonly inward: Point;
  /** The opening along the boundary (the entrance's width), for telling whether a path starts there. */
  readonly opening: readonly [Point, Point];
}

const tagsOf = (o: PlacedObject, catalog: readonly LandscapeObject[]): readonly string[] =>
  objectByCode(o.landscape_object, catalog)?.tags ?? [];

/** Whether a path should lead to the object: a building-like tag and not underground or paving. */
export function isPathTarget(o: PlacedObject, catalog: readonly LandscapeObject[]): boolean {
  const tags = tagsOf(o, catalog);
  return tags.some((t) => PATH_TARGET_TAGS.includes(t)) && !tags.some((t) => NOT_TARGETS.includes(t));
}

/** The object's sides (a circle: eight points around it), in no particular order. */
export function objectDoors(o: PlacedObject): Door[] {
  if (o.shape === 'circle') {
    return Array.from({ length: 8 }, (_, k): Door => {
      const a = (k * Math.PI) / 4 + (o.rotation_deg * Math.PI) / 180;
      const n: Point = [Math.cos(a), Math.sin(a)];
      return { mid: [o.x + (n[0] * o.width) / 2, o.y + (n[1] * o.width) / 2], normal: n };
    });
  }
  const r = (o.rotation_deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const sides: [Point, number][] = [
    [[ux, uy], o.width / 2],
    [[-uy, ux], o.depth / 2],
    [[-ux, -uy], o.width / 2],
    [[uy, -ux], o.depth / 2],
  ];
  return sides.map(([n, half]) => ({ mid: [o.x + n[0] * half, o.y + n[1] * half], normal: n }));
}

/** The doors of `o`, the side facing `towards` first. */
function doorsFacing(o: PlacedObject, towards: Point): Door[] {
  const [dx, dy] = [towards[0] - o.x, towards[1] - o.y];
  const facing = (d: Door): number => d.normal[0] * dx + d.normal[1] * dy;
  return objectDoors(o).sort((a, b) => facing(b) - facing(a));
}

const area = (o: PlacedObject): number =>
  o.shape === 'circle' ? (Math.PI * o.width ** 2) / 4 : o.width * o.depth;

/**
 * The way in: the entrance at t along its edge, moved `shift` metres along it (kept `inset` from the
 * edge's ends where the edge is long enough); without one, the middle of the first street or driveway
 * edge, else of the longest. `width`: the entrance's; without one, the whole edge is the opening.
 */
export function plotGate(plot: Plot, inset = 0, shift = 0): Gate & { width: number } {
  return openingGate(plot, plot.entrance, inset, shift);
}

/**
 * Where people walk in (issue 25): the wicket as set, else the one derived (model/entrances.ts
 * plotWicket: the gate's own opening), as plotGate places the gate. The main path starts here.
 */
export function plotWicketGate(plot: Plot, inset = 0, shift = 0): Gate & { width: number } {
  return openingGate(plot, plotWicket(plot), inset, shift);
}

/**
 * Where a path may start, tried in order: the wicket; then, when a wicket is set apart, the gate
 * (something may stand in front of a narrow wicket; people walk in through the gate then).
 */
export function entryGates(plot: Plot): (typeof plotWicketGate)[] {
  return plot.wicket === undefined ? [plotWicketGate] : [plotWicketGate, plotGate];
}

function openingGate(
  plot: Plot,
  way: Entrance | undefined,
  inset: number,
  shift: number,
): Gate & { width: number } {
  const ring = plot.boundary;
  const n = ring.length;
  const edgeAt = (i: number): [Point, Point] => [ring[i] as Point, ring[(i + 1) % n] as Point];
  const len = (i: number): number => {
    const [a, b] = edgeAt(i);
    return Math.hypot(b[0] - a[0], b[1] - a[1]);
  };
  let edge: number;
  let t = 0.5;
  let width: number | undefined;
  if (way !== undefined && way.edge < n) {
    ({ edge, t, width_m: width } = way);
  } else {
    const front = plot.edges.findIndex((e, i) => i < n && (e.kind === 'street' || e.kind === 'driveway'));
    edge = front;
    if (front < 0) {
      edge = 0;
      for (let i = 1; i < n; i++) if (len(i) > len(edge) + 1e-9) edge = i;
    }
  }
  const [a, b] = edgeAt(edge);
  const length = len(edge);
  const keep = length > 0 ? inset / length : 0;
  if (length > 0) t += shift / length;
  if (keep < 0.5) t = Math.min(1 - keep, Math.max(keep, t));
  let signed = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % n] as Point;
    signed += p[0] * q[1] - q[0] * p[1];
  });
  const [ux, uy] = length > 0 ? [(b[0] - a[0]) / length, (b[1] - a[1]) / length] : [1, 0];
  // The interior of a counter-clockwise ring lies to the left of each edge.
  const inward: Point = signed >= 0 ? [-uy, ux] : [uy, -ux];
  const point: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  // Without an entrance the gate may be anywhere along the front edge, the middle preferred.
  width ??= length;
  const half = width / 2;
  const opening: [Point, Point] = [
    [point[0] - ux * half, point[1] - uy * half],
    [point[0] + ux * half, point[1] + uy * half],
  ];
  return { point, inward, opening, width };
}

/**
 * A bed this close to another is reached through it: the gap between them is the aisle one walks on
 * (rules-research: paths between beds 0.45-0.6 m; 1 m leaves room for a tolerance and a wheelbarrow),
 * so a kitchen-garden block needs a path to one bed, not to each.
 */
export const BED_AISLE_REACH_M = 1;

/** The beds in groups chained by aisles of at most BED_AISLE_REACH_M (footprint to footprint). */
export function bedClusters(beds: readonly PlacedObject[]): PlacedObject[][] {
  const prints = beds.map(placedFootprint);
  const group = beds.map(() => -1);
  const clusters: PlacedObject[][] = [];
  beds.forEach((_, start) => {
    if ((group[start] as number) >= 0) return;
    const members: PlacedObject[] = [];
    group[start] = clusters.length;
    const queue = [start];
    while (queue.length > 0) {
      const i = queue.pop() as number;
      members.push(beds[i] as PlacedObject);
      prints.forEach((fp, j) => {
        if ((group[j] as number) < 0 && footprintDistance(prints[i] as Footprint, fp) <= BED_AISLE_REACH_M) {
          group[j] = clusters.length;
          queue.push(j);
        }
      });
    }
    clusters.push(members);
  });
  return clusters;
}

/**
 * What the network connects: the house (the largest dwelling; its side facing the gate first), every
 * other building-like object, and each group of beds chained by aisles (bedClusters): its bed nearest
 * the house.
 */
export function pathTerminals(
  plan: Plan,
  catalog: readonly LandscapeObject[],
  gate: Point,
): { house: Terminal | undefined; others: Terminal[] } {
  const dwellings = plan.objects.filter((o) => tagsOf(o, catalog).includes('dwelling'));
  const house = dwellings.reduce<PlacedObject | undefined>(
    (best, o) => (best === undefined || area(o) > area(best) ? o : best),
    undefined,
  );
  const terminal = (o: PlacedObject, doors: Door[]): Terminal => ({
    objectId: o.id,
    footprint: placedFootprint(o),
    doors,
  });
  const hub: Point = house === undefined ? gate : [house.x, house.y];
  const others = plan.objects
    .filter((o) => o !== house && isPathTarget(o, catalog))
    .map((o) => terminal(o, doorsFacing(o, hub)));
  const beds = plan.objects.filter((o) => tagsOf(o, catalog).includes('bed'));
  const dist = (o: PlacedObject): number => Math.hypot(o.x - hub[0], o.y - hub[1]);
  for (const cluster of bedClusters(beds)) {
    // The block is reached at any bed's side: the nearest bed's first, the others' after (the
    // nearest one's ends may stand against a fence or a bush where its neighbour's are open).
    const [bed, ...rest] = [...cluster].sort((a, b) => dist(a) - dist(b)) as [
      PlacedObject,
      ...PlacedObject[],
    ];
    const doors = [
      ...doorsFacing(bed, hub),
      ...rest.flatMap((o) => doorsFacing(o, hub).map((d) => ({ ...d, footprint: placedFootprint(o) }))),
    ];
    others.push(terminal(bed, doors));
  }
  return { house: house === undefined ? undefined : terminal(house, doorsFacing(house, gate)), others };
}
