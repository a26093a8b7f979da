import {
  PROJECT_THUMBNAIL_HEIGHT as THUMBNAIL_HEIGHT,
  PROJECT_THUMBNAIL_WIDTH as THUMBNAIL_WIDTH,
  type PlanBody,
  type PlotBody,
} from '@plotplan/contract';
import {
  FAMILY_LOOKS,
  familyOf,
  PLAN_ELEMENTS,
  THUMBNAIL_LOOK,
  UNKNOWN_OBJECT,
} from '@plotplan/contract/drawing';
import { boundingBox, objectByCode, objectPiece, objectTypeById, type Point } from '@plotplan/domain';

/** The plan style table's colours, as the web's generation cards draw a plan (PlanThumbnail). */
const { plot: plotLook, path: pathLook, protectedArea, objectOutline } = PLAN_ELEMENTS;

/** A path's edge on each side, metres (as the web's PlanPaths draws it). */
const PATH_EDGE_M = 0.08;

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Characters XML 1.0 does not allow at all; they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text and attribute values for XML: the five special characters become entities. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

const num = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};
// The plan's y runs up, SVG's down: every y is negated.
const points = (ring: readonly Point[]) => ring.map(([x, y]) => `${num(x)},${num(-y)}`).join(' ');

function svgOpen(name: string, viewBox: string): string {
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" ` +
    `viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${label}">` +
    `<title>${label}</title>`
  );
}

/** An object's fill: its family's in the style table (as on the canvas), else the neutral grey. */
function objectColor(code: string): string {
  const entry = objectByCode(code);
  const typeCode = entry === undefined ? undefined : objectTypeById(entry.object_type)?.code;
  const family = familyOf(code, typeCode);
  return family === undefined ? UNKNOWN_OBJECT.fill : FAMILY_LOOKS[family].fill;
}

function emptyThumbnail(name: string): string {
  return (
    svgOpen(name, `0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}`) +
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="${THUMBNAIL_LOOK.background}"/>` +
    `<text x="${THUMBNAIL_WIDTH / 2}" y="${THUMBNAIL_HEIGHT / 2}" text-anchor="middle" ` +
    `dominant-baseline="middle" font-family="sans-serif" font-size="14" fill="${THUMBNAIL_LOOK.emptyText}">` +
    `No plot yet</text></svg>`
  );
}

const stroke = (color: string, width = 1, extra = '') =>
  `stroke="${color}" stroke-width="${width}" vector-effect="non-scaling-stroke"${extra}`;

function protectedAreas(plot: PlotBody): string {
  const style =
    `fill="${protectedArea.ink}" fill-opacity="${protectedArea.fillOpacity}" ` +
    stroke(protectedArea.ink, 1, ' stroke-dasharray="3 2"');
  return plot.protected_areas
    .map(({ shape }) =>
      shape.type === 'circle'
        ? `<circle cx="${num(shape.center[0])}" cy="${num(-shape.center[1])}" r="${num(shape.radius)}" ${style}/>`
        : `<polygon points="${points(shape.points)}" ${style}/>`,
    )
    .join('');
}

function planShapes(plan: PlanBody | null): string {
  if (plan === null) return '';
  const strip = (ring: readonly Point[], color: string, width: number) =>
    `<polyline points="${points(ring)}" fill="none" stroke="${color}" ` +
    `stroke-width="${num(width)}" stroke-linejoin="round"/>`;
  // Every edge first, then every fill, so that branches join the trunk without a seam.
  const drawn = (plan.paths ?? []).filter((path) => path.points.length >= 2);
  const paths =
    drawn.map((path) => strip(path.points, pathLook.edge, path.width_m + 2 * PATH_EDGE_M)).join('') +
    drawn.map((path) => strip(path.points, pathLook.fill, path.width_m)).join('');
  const objects = plan.objects
    .map((object) => {
      const fill = objectColor(object.landscape_object);
      const style =
        `fill="${fill}" fill-opacity="${objectOutline.fillOpacity}" ` +
        stroke(objectOutline.ink, 1, ` stroke-opacity="${objectOutline.opacity}"`);
      const piece = objectPiece(object);
      return piece.kind === 'circle'
        ? `<circle cx="${num(piece.cx)}" cy="${num(-piece.cy)}" r="${num(piece.radius)}" ${style}/>`
        : `<polygon points="${points(piece.ring)}" ${style}/>`;
    })
    .join('');
  return paths + objects;
}

/**
 * A small self-contained SVG of a project for the project list: the plot fitted into 240x160 with
 * its boundary, protected areas, paths and the current plan's objects in the plan style table's
 * colours, as the web's generation cards draw them (each object in its family's fill).
 * No scripts, styles or external references; the only text (the name) is escaped.
 */
export function thumbnailSvg(name: string, plot: PlotBody | null, plan: PlanBody | null): string {
  if (plot === null || plot.boundary.length < 3) return emptyThumbnail(name);
  const box = boundingBox(plot.boundary);
  const width = Math.max(box.maxX - box.minX, 1);
  const height = Math.max(box.maxY - box.minY, 1);
  const pad = Math.max(width, height) * 0.04;
  const viewBox = [box.minX - pad, -box.maxY - pad, width + 2 * pad, height + 2 * pad].map(num).join(' ');
  return (
    svgOpen(name, viewBox) +
    `<polygon points="${points(plot.boundary)}" fill="${plotLook.thumbnail}" ${stroke(plotLook.boundary, 1.5)}/>` +
    protectedAreas(plot) +
    planShapes(plan) +
    '</svg>'
  );
}
