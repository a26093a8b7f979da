import type { Point } from '../geometry/point.js';
import type { GeoReference } from '../model/plot.js';
import {
  projectTransverseMercator,
  unprojectTransverseMercator,
  type LatLon,
} from './transverse-mercator.js';

/**
 * The plan frame of a geo-referenced plot: plan point (x, y) of the reference lies at its lat/lon,
 * and the frame is the transverse Mercator plane centred there, turned so that true north points
 * `north_deg` clockwise from the plan's +y axis (the same north the sun engine uses).
 */
const RAD = Math.PI / 180;

function axes(north_deg: number): { north: Point; east: Point } {
  const t = north_deg * RAD;
  return { north: [Math.sin(t), Math.cos(t)], east: [Math.cos(t), -Math.sin(t)] };
}

/** The geographic position of a plan point. */
export function planToGeo(point: Point, reference: GeoReference, north_deg: number): LatLon {
  const { north, east } = axes(north_deg);
  const dx = point[0] - reference.x;
  const dy = point[1] - reference.y;
  return unprojectTransverseMercator(
    { east: dx * east[0] + dy * east[1], north: dx * north[0] + dy * north[1] },
    reference,
  );
}

/** The plan point of a geographic position. */
export function geoToPlan(position: LatLon, reference: GeoReference, north_deg: number): Point {
  const { north, east } = axes(north_deg);
  const en = projectTransverseMercator(position, reference);
  return [
    reference.x + en.east * east[0] + en.north * north[0],
    reference.y + en.east * east[1] + en.north * north[1],
  ];
}
