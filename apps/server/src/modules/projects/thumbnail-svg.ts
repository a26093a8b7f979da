import {
  PROJECT_THUMBNAIL_HEIGHT as THUMBNAIL_HEIGHT,
  PROJECT_THUMBNAIL_WIDTH as THUMBNAIL_WIDTH,
  type PlanBody,
  type PlotBody,
} from '@plotplan/contract';
import { boundingBox, objectByCode, objectPiece, objectTypeById, type Point } from '@plotplan/domain';

const colors = {
  background: '#f8fafc',
  plot: '#ecfccb',
  boundary: '#3f6212',
  protectedFill: '#fecaca',
  protectedStroke: '#b91c1c',
  path: '#a8a29e',
  unknownObject: '#6b7280',
  emptyText: '#64748b',
} as const;

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

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

function objectColor(code: string): string {
  const entry = objectByCode(code);
  const color = entry === undefined ? undefined : objectTypeById(entry.object_type)?.color;
  return color !== undefined && HEX_COLOR.test(color) ? color : colors.unknownObject;
}

function emptyThumbnail(name: string): string {
  return (
    svgOpen(name, `0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}`) +
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="${colors.background}"/>` +
    `<text x="${THUMBNAIL_WIDTH / 2}" y="${THUMBNAIL_HEIGHT / 2}" text-anchor="middle" ` +
    `dominant-baseline="middle" font-family="sans-serif" font-size="14" fill="${colors.emptyText}">` +
    `No plot yet</text></svg>`
  );
}

const stroke = (color: string, extra = '') =>
  `fill-opacity="0.9" stroke="${color}" stroke-width="1" vector-effect="non-scaling-stroke"${extra}`;

function protectedAreas(plot: PlotBody): string {
  const style = `fill="${colors.protectedFill}" ${stroke(colors.protectedStroke, ' stroke-dasharray="3 2"')}`;
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
  const paths = (plan.paths ?? [])
    .map(
      (path) =>
        `<polyline points="${points(path.points)}" fill="none" stroke="${colors.path}" ` +
        `stroke-width="${num(path.width_m)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  const objects = plan.objects
    .map((object) => {
      const fill = objectColor(object.landscape_object);
      const style = `fill="${fill}" ${stroke('#ffffff')}`;
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
 * its boundary, protected areas and the current plan's objects in their catalog type colours.
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
    `<polygon points="${points(plot.boundary)}" fill="${colors.plot}" ${stroke(colors.boundary)}/>` +
    protectedAreas(plot) +
    planShapes(plan) +
    '</svg>'
  );
}
