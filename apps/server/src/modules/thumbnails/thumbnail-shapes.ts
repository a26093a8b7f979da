import {
  BAND_LOOKS,
  FAMILY_LOOKS,
  NEIGHBOUR_HOUSE,
  PLAN_ELEMENTS,
  UNKNOWN_OBJECT,
  type AreaOutline,
  type BandShape,
  type NeighbourHouseShape,
  type PlanDrawingModel,
} from '@plotplan/contract/drawing';
import type { Point } from '@plotplan/domain';

/*
 * The drawing model's shapes as SVG elements, in plan metres with y negated (SVG's y runs down), in
 * the style table's looks as the web's card thumbnail (PlanThumbnail) draws them.
 */

export const num = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};
const points = (ring: readonly Point[]) => ring.map(([x, y]) => `${num(x)},${num(-y)}`).join(' ');

/** A line `width` px wide whatever the picture's scale. */
export const stroke = (color: string, width = 1, extra = '') =>
  `stroke="${color}" stroke-width="${width}" vector-effect="non-scaling-stroke"${extra}`;

const outlineElement = (outline: AreaOutline, style: string) =>
  outline.kind === 'circle'
    ? `<circle cx="${num(outline.center[0])}" cy="${num(-outline.center[1])}" r="${num(outline.radius)}" ${style}/>`
    : `<polygon points="${points(outline.ring)}" ${style}/>`;

/** A band: its plain tone (no pattern on a small picture) and its far edge, sized by its depth. */
function band({ style, ring, depth }: BandShape): string {
  const look = BAND_LOOKS[style];
  const [, , c, d] = ring;
  const dash =
    look.thumbnailDash === undefined
      ? ''
      : ` stroke-dasharray="${look.thumbnailDash
          .split(' ')
          .map((v) => num(Number(v) * depth))
          .join(' ')}"`;
  return (
    `<polygon points="${points(ring)}" fill="${look.flat}"/>` +
    `<line x1="${num(c[0])}" y1="${num(-c[1])}" x2="${num(d[0])}" y2="${num(-d[1])}" ` +
    `stroke="${look.edge}" stroke-width="${num(depth * 0.12)}"${dash}/>`
  );
}

/**
 * A neighbour's house, hatched: its ground, lines at 45 degrees to its sides `spacing` metres apart
 * (drawn, not a pattern: the picture refers to nothing), and its outline.
 */
function house({ ring }: NeighbourHouseShape, spacing: number): string {
  const [p0, p1, , p3] = ring as [Point, Point, Point, Point];
  const along = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
  const out = Math.hypot(p3[0] - p0[0], p3[1] - p0[1]);
  // A point `u` metres along the near side and `v` metres out from it.
  const at = (u: number, v: number): Point => [
    p0[0] + ((p1[0] - p0[0]) * u) / along + ((p3[0] - p0[0]) * v) / out,
    p0[1] + ((p1[1] - p0[1]) * u) / along + ((p3[1] - p0[1]) * v) / out,
  ];
  const step = spacing * Math.SQRT2;
  const lines: string[] = [];
  // The lines u + v = s across the rectangle, from its near side (or far end) to its start side (or far side).
  for (let s = step / 2; s < along + out; s += step) {
    const a = s <= along ? at(s, 0) : at(along, s - along);
    const b = s <= out ? at(0, s) : at(s - out, out);
    lines.push(`M${num(a[0])} ${num(-a[1])}L${num(b[0])} ${num(-b[1])}`);
  }
  return (
    `<polygon points="${points(ring)}" fill="${NEIGHBOUR_HOUSE.hatchGround}"/>` +
    // As thin as the card's hatch, whose pattern tile cuts its lines' width in half.
    `<path d="${lines.join('')}" fill="none" stroke="${NEIGHBOUR_HOUSE.ink}" stroke-width="${num(spacing * 0.15)}"/>` +
    `<polygon points="${points(ring)}" fill="none" ${stroke(NEIGHBOUR_HOUSE.ink)}/>`
  );
}

/** What lies beyond the plot: thin bands, then the neighbours' houses. */
export function surroundingsSvg(model: PlanDrawingModel): string {
  const depth = model.bands[0]?.depth ?? 1;
  return model.bands.map(band).join('') + model.neighbourHouses.map((h) => house(h, depth * 0.5)).join('');
}

/** The plot's ground and outline, and its protected areas in red, dashed. */
export function plotSvg(model: PlanDrawingModel): string {
  const { protectedArea } = PLAN_ELEMENTS;
  const areaStyle =
    `fill="${protectedArea.ink}" fill-opacity="${protectedArea.fillOpacity}" ` +
    stroke(protectedArea.ink, 1, ' stroke-dasharray="3 2"');
  const plot =
    model.plot === undefined
      ? ''
      : `<polygon points="${points(model.plot.ring)}" fill="${PLAN_ELEMENTS[model.plot.style].thumbnail}" ` +
        `${stroke(PLAN_ELEMENTS[model.plot.style].boundary, 1.5)}/>`;
  return plot + model.protectedAreas.map((area) => outlineElement(area.outline, areaStyle)).join('');
}

/** The paths (every edge first, then every fill, so branches join without a seam), then the objects. */
export function planSvg(model: PlanDrawingModel): string {
  const strip = (ring: readonly Point[], color: string, width: number) =>
    `<polyline points="${points(ring)}" fill="none" stroke="${color}" ` +
    `stroke-width="${num(width)}" stroke-linejoin="round"/>`;
  const paths =
    model.paths.map((p) => strip(p.points, PLAN_ELEMENTS[p.style].edge, p.width_m + 2 * p.edge_m)).join('') +
    model.paths.map((p) => strip(p.points, PLAN_ELEMENTS[p.style].fill, p.width_m)).join('');
  const { objectOutline } = PLAN_ELEMENTS;
  const objects = model.objects
    .map((object) => {
      const fill = object.style === 'unknown' ? UNKNOWN_OBJECT.fill : FAMILY_LOOKS[object.style].fill;
      const style =
        `fill="${fill}" fill-opacity="${objectOutline.fillOpacity}" ` +
        stroke(objectOutline.ink, 1, ` stroke-opacity="${objectOutline.opacity}"`);
      return outlineElement(object.outline, style);
    })
    .join('');
  return paths + objects;
}
