import { catalogObjects } from '../catalog/catalog-objects.js';
import { catalogObjectTypes } from '../catalog/object-types.js';
import { boundingBox } from '../geometry/bounding-box.js';
import { rectCorners } from '../geometry/footprint.js';
import type { Point } from '../geometry/point.js';
import { signedArea } from '../geometry/polygon.js';
import type { LandscapeObject, ObjectType } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import { feetAndInchesText, unitSystemOf, type Plot } from '../model/plot.js';
import { entranceGap, fenceRuns, wicketGap } from '../report/fence-runs.js';
import { dxfInFeet } from './dxf-feet.js';
import { writeDxf, type DxfDocument, type DxfEntity, type DxfLayer } from './dxf-writer.js';

/** The fixed layers of a plan's DXF; objects go on one layer per object type (objectLayerName). */
export const dxfLayers = {
  boundary: 'BOUNDARY',
  fences: 'FENCES',
  entrance: 'ENTRANCE',
  wicket: 'WICKET',
  paths: 'PATHS',
  protected: 'PROTECTED',
  dimensions: 'DIMENSIONS',
  labels: 'LABELS',
} as const;

/** Objects whose catalog entry is unknown (a plan from another catalog). */
export const OTHER_OBJECTS_LAYER = 'OBJ_OTHER';

/** The layer of an object type's objects, e.g. OBJ_DWELLING. */
export const objectLayerName = (typeCode: string): string =>
  `OBJ_${typeCode.toUpperCase().replace(/[^A-Z0-9_]/g, '_')}`;

/**
 * An AutoCAD colour index near a #rrggbb colour's hue: indexes 10..240 step through the hues by
 * 15° at full colour (greys, with no hue, get 8).
 */
export function aciOfHex(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (!Number.isFinite(n)) return 7;
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span < 0.08) return 8;
  const hue =
    max === r
      ? (((g - b) / span) % 6) * 60
      : max === g
        ? ((b - r) / span + 2) * 60
        : ((r - g) / span + 4) * 60;
  const step = Math.round((((hue % 360) + 360) % 360) / 15) % 24;
  return 10 + step * 10;
}

export interface PlanDxfOptions {
  readonly catalog?: readonly LandscapeObject[];
  readonly objectTypes?: readonly ObjectType[];
  /**
   * The decimal mark of the dimensions' numbers, as the project's language writes it ("12,00" in
   * Russian); text only: the file's coordinates keep DXF's point. Default '.'.
   */
  readonly decimalMark?: '.' | ',';
}

/** A dimension in metres to the centimetre, with the language's decimal mark: 12.00, 12,00. */
const fixed2 = (mark: '.' | ',') => (value: number) => value.toFixed(2).replace('.', mark);

/** Text height for labels and dimensions: readable at the plot's size (about 1/60 of its extent). */
function textHeightFor(plot: Plot): number {
  const box = boundingBox(plot.boundary);
  const extent = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  return Math.min(1.5, Math.max(0.25, Math.round((extent / 60) * 20) / 20));
}

/** The reading angle of a direction, turned so text never reads upside down. */
function readingAngle(dx: number, dy: number): number {
  let deg = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (deg > 90) deg -= 180;
  if (deg <= -90) deg += 180;
  return Math.round(deg * 1000) / 1000;
}

/**
 * Dimension lines of the boundary's edges, drawn outside the plot: extension lines from the corners,
 * the dimension line with 45° ticks, and the length above it, in metres ("24.50") or feet and inches
 * (`80' 5"`) (real DIMENSION entities need blocks and styles that readers handle unevenly; these are
 * plain lines and text).
 */
function boundaryDimensions(plot: Plot, textHeight: number, label: (m: number) => string): DxfEntity[] {
  const ring = plot.boundary;
  const outward = signedArea(ring) >= 0 ? 1 : -1;
  const offset = textHeight * 2.5;
  const tick = textHeight * 0.5;
  const layer = dxfLayers.dimensions;
  const entities: DxfEntity[] = [];
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) return;
    const ux = (b[0] - a[0]) / length;
    const uy = (b[1] - a[1]) / length;
    // Right of the direction of travel is outside a counter-clockwise ring.
    const nx = uy * outward;
    const ny = -ux * outward;
    const at = (p: Point, d: number): Point => [p[0] + nx * d, p[1] + ny * d];
    const a1 = at(a, offset);
    const b1 = at(b, offset);
    const tickAt = (p: Point): DxfEntity => ({
      type: 'line',
      layer,
      from: [p[0] - (ux + nx) * tick * 0.7071, p[1] - (uy + ny) * tick * 0.7071],
      to: [p[0] + (ux + nx) * tick * 0.7071, p[1] + (uy + ny) * tick * 0.7071],
    });
    entities.push(
      { type: 'line', layer, from: at(a, textHeight * 0.5), to: at(a, offset + tick) },
      { type: 'line', layer, from: at(b, textHeight * 0.5), to: at(b, offset + tick) },
      { type: 'line', layer, from: a1, to: b1 },
      tickAt(a1),
      tickAt(b1),
      {
        type: 'text',
        layer,
        at: at([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], offset + textHeight),
        height: textHeight,
        text: label(length),
        rotation_deg: readingAngle(ux, uy),
      },
    );
  });
  return entities;
}

function plotEntities(plot: Plot, textHeight: number): DxfEntity[] {
  const entities: DxfEntity[] = [
    { type: 'polyline', layer: dxfLayers.boundary, points: plot.boundary, closed: true },
  ];
  for (const run of fenceRuns(plot)) {
    for (const [from, to] of run.pieces) entities.push({ type: 'line', layer: dxfLayers.fences, from, to });
  }
  // The gate's gap on ENTRANCE, a wicket set apart from it on WICKET.
  for (const [gap, layer] of [
    [entranceGap(plot), dxfLayers.entrance],
    [wicketGap(plot), dxfLayers.wicket],
  ] as const) {
    const a = gap === null ? undefined : plot.boundary[gap.edge];
    const b = gap === null ? undefined : plot.boundary[(gap.edge + 1) % plot.boundary.length];
    if (gap === null || a === undefined || b === undefined) continue;
    const along = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    entities.push({ type: 'line', layer, from: along(gap.from), to: along(gap.to) });
  }
  for (const area of plot.protected_areas) {
    const shape = area.shape;
    if (shape.type === 'polygon') {
      entities.push({ type: 'polyline', layer: dxfLayers.protected, points: shape.points, closed: true });
    } else {
      entities.push({
        type: 'circle',
        layer: dxfLayers.protected,
        center: shape.center,
        radius: shape.radius,
      });
    }
    const at = shape.type === 'circle' ? shape.center : centreOf(shape.points);
    entities.push({ type: 'text', layer: dxfLayers.labels, at, height: textHeight, text: area.label });
  }
  return entities;
}

const centreOf = (points: readonly Point[]): Point => {
  const box = boundingBox(points);
  return [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
};

/**
 * The plan as DXF entities in metres (in feet on an imperial plot), plan frame (x right, y up): the
 * boundary as one closed LWPOLYLINE on BOUNDARY, fences and the gate's and wicket's gaps as lines,
 * protected areas, paths as centrelines with their width, each object's footprint on its type's
 * layer (rectangles as closed polylines, circles as circles), labels, and the boundary's dimensions.
 */
export function planDxfDocument(plot: Plot, plan: Plan | null, options: PlanDxfOptions = {}): DxfDocument {
  const catalog = options.catalog ?? catalogObjects;
  const types = options.objectTypes ?? catalogObjectTypes;
  const byCode = new Map(catalog.map((entry) => [entry.code, entry]));
  const typeById = new Map(types.map((type) => [type.id, type]));
  const textHeight = textHeightFor(plot);
  const entities: DxfEntity[] = plotEntities(plot, textHeight);
  let usesOther = false;
  for (const path of plan?.paths ?? []) {
    if (path.points.length < 2) continue;
    entities.push({
      type: 'polyline',
      layer: dxfLayers.paths,
      points: path.points,
      closed: false,
      width: path.width_m,
    });
  }
  for (const object of plan?.objects ?? []) {
    const entry = byCode.get(object.landscape_object);
    const type = entry === undefined ? undefined : typeById.get(entry.object_type);
    const layer = type === undefined ? OTHER_OBJECTS_LAYER : objectLayerName(type.code);
    usesOther ||= type === undefined;
    entities.push(
      object.shape === 'circle'
        ? { type: 'circle', layer, center: [object.x, object.y], radius: object.width / 2 }
        : {
            type: 'polyline',
            layer,
            points: rectCorners(object.x, object.y, object.width, object.depth, object.rotation_deg),
            closed: true,
          },
    );
    const text = object.label ?? entry?.name ?? object.landscape_object;
    entities.push({
      type: 'text',
      layer: dxfLayers.labels,
      at: [object.x, object.y],
      height: textHeight,
      text,
    });
  }
  const imperial = unitSystemOf(plot) === 'imperial';
  const label = imperial ? feetAndInchesText : fixed2(options.decimalMark ?? '.');
  entities.push(...boundaryDimensions(plot, textHeight, label));
  const layers: DxfLayer[] = [
    { name: dxfLayers.boundary, color: 7 },
    { name: dxfLayers.fences, color: 8 },
    { name: dxfLayers.entrance, color: 1 },
    { name: dxfLayers.wicket, color: 4 },
    { name: dxfLayers.paths, color: 9 },
    { name: dxfLayers.protected, color: 1 },
    { name: dxfLayers.dimensions, color: 5 },
    { name: dxfLayers.labels, color: 7 },
    ...[...types]
      .sort((p, q) => p.order - q.order)
      .map((type) => ({ name: objectLayerName(type.code), color: aciOfHex(type.color) })),
    ...(usesOther ? [{ name: OTHER_OBJECTS_LAYER, color: 7 }] : []),
  ];
  return imperial ? dxfInFeet({ layers, entities }) : { layers, entities };
}

/** The plan as an ASCII DXF file (AutoCAD 2000, $INSUNITS 6: metres; on an imperial plot 2: feet). */
export function planToDxf(plot: Plot, plan: Plan | null, options: PlanDxfOptions = {}): string {
  return writeDxf(planDxfDocument(plot, plan, options));
}
