import { convexHull, footprintPolygon, type Point } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import { placedFootprint } from '../../model/placed-footprint.js';
import type { PlacedObject, Plan } from '../../model/plan.js';
import { objectByCode } from '../../catalog/catalog-objects.js';
import type { Zone } from '../core/item.js';
import { zoneOf } from './zones.js';

/** A design zone as drawn on a plan: the outline around the objects that make it up. */
export interface PlanZone {
  readonly zone: DrawnZone;
  readonly label: string;
  /** Counter-clockwise outline: the convex hull of its objects' footprints, grown by ZONE_MARGIN_M. */
  readonly ring: readonly Point[];
  readonly object_ids: readonly string[];
}

/**
 * The zones worth drawing: the house with its parking is the entry; a lone septic tank or well is not
 * a zone.
 */
export type DrawnZone = Exclude<Zone, 'parking' | 'septic' | 'well'>;

const labels: Readonly<Record<DrawnZone, string>> = {
  entry: 'Entry',
  living: 'Living',
  garden: 'Kitchen garden',
  utility: 'Utility',
  orchard: 'Orchard',
};

/** The outline stands this far off its objects, so it reads as a zone around them, not their edge. */
export const ZONE_MARGIN_M = 0.75;
/** Points around a round footprint or a grown corner (the outline's smoothness). */
const ROUND_STEPS = 8;

function around(p: Point, r: number): Point[] {
  return Array.from({ length: ROUND_STEPS }, (_, k): Point => {
    const a = (2 * Math.PI * k) / ROUND_STEPS;
    return [p[0] + r * Math.cos(a), p[1] + r * Math.sin(a)];
  });
}

function outlinePoints(o: PlacedObject): Point[] {
  const fp = placedFootprint(o);
  if (fp.kind === 'circle') return around([fp.cx, fp.cy], fp.radius + ZONE_MARGIN_M);
  return footprintPolygon(fp).flatMap((corner) => around(corner, ZONE_MARGIN_M));
}

function drawnZone(o: PlacedObject, catalog: readonly LandscapeObject[]): DrawnZone | undefined {
  const entry = objectByCode(o.landscape_object, catalog);
  if (entry === undefined) return undefined;
  const zone = zoneOf({ code: entry.code, tags: new Set(entry.tags) });
  if (zone === 'parking') return 'entry';
  return zone === 'septic' || zone === 'well' ? undefined : zone;
}

/**
 * The plan's design zones (the generator's zoning, zones.ts) as outlines to draw: for each zone with
 * objects, the convex hull of their footprints grown by ZONE_MARGIN_M, with its label. Zones may
 * overlap where the objects interleave; the outline only says which objects make up the zone.
 */
export function planZones(plan: Plan, catalog: readonly LandscapeObject[]): PlanZone[] {
  const groups = new Map<DrawnZone, PlacedObject[]>();
  for (const o of plan.objects) {
    const zone = drawnZone(o, catalog);
    if (zone !== undefined) groups.set(zone, [...(groups.get(zone) ?? []), o]);
  }
  return (Object.keys(labels) as DrawnZone[]).flatMap((zone) => {
    const objects = groups.get(zone);
    if (objects === undefined) return [];
    return [
      {
        zone,
        label: labels[zone],
        ring: convexHull(objects.flatMap(outlinePoints)),
        object_ids: objects.map((o) => o.id),
      },
    ];
  });
}
