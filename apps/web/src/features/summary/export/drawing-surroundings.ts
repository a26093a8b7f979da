import type { Locale } from '@plotplan/contract/locale';
import { NEIGHBOUR_HOUSE, PAPER_CROWN_FILL, PLAN_INKS, STREET_CENTRE_LINE } from '@plotplan/contract/drawing';
import { bandBeyond, outwardSide, unitSystemOf, type Plot, type Point } from '@plotplan/domain';
import {
  neighbourHouses,
  outwardNormals,
  SURROUNDING_BAND_M,
  SURROUNDING_LOOKS,
  surroundedBounds,
} from '../../../lib/plan-canvas';
import type { Translate } from '../../../lib/i18n';
import { dimensionText } from './drawing-text';
import { clipToRect, insideConvex } from './drawing-clip';
import type { PaperRect } from './drawing-key';
import { estimateTextWidth, fitText } from './fit-text';
import { patternShapes } from './drawing-families';
import { INK, MUTED_INK } from './drawing-sidebar';
import type { DrawingShape, PaperPoint, TextShape } from './drawing-types';

export const NEIGHBOUR_HOUSE_FILL = NEIGHBOUR_HOUSE.paperFill;
export const NEIGHBOUR_HOUSE_INK = NEIGHBOUR_HOUSE.paperInk;

const centroid = (ring: readonly PaperPoint[]): PaperPoint => [
  ring.reduce((s, p) => s + p[0], 0) / ring.length,
  ring.reduce((s, p) => s + p[1], 0) / ring.length,
];

const inRect = (p: PaperPoint, r: PaperRect) =>
  p[0] >= r.x && p[0] <= r.x + r.width && p[1] >= r.y && p[1] <= r.y + r.height;

/** The band's smaller side on the sheet (its box's), to tell whether a name fits across it. */
const thickness = (ring: readonly PaperPoint[]) =>
  Math.min(
    Math.max(...ring.map((p) => p[0])) - Math.min(...ring.map((p) => p[0])),
    Math.max(...ring.map((p) => p[1])) - Math.min(...ring.map((p) => p[1])),
  );

const label = (at: PaperPoint, text: string, color: string = INK, size_mm = 2.6): TextShape => ({
  kind: 'text',
  role: 'surroundings',
  at: [at[0], at[1] + size_mm * 0.35],
  text,
  size_mm,
  anchor: 'middle',
  color,
});

/** Where the neighbour's plot is named, this far beyond the middle of its side, metres. */
const NEIGHBOUR_PLOT_LABEL_M = 2.5;

/** What a sheet frames to show the surroundings: the kit's surrounded box and the side names. */
export function surroundingPoints(plot: Plot): Point[] {
  const box = surroundedBounds(plot);
  const normals = outwardNormals(plot.boundary);
  const names = plot.boundary.flatMap((a, i): Point[] => {
    const edge = plot.edges[i];
    if (edge?.kind !== 'neighbor' || edge.building !== undefined || plot.boundary.length < 3) return [];
    const b = plot.boundary[(i + 1) % plot.boundary.length] as Point;
    const [nx, ny] = normals[i] ?? [0, 0];
    const out = NEIGHBOUR_PLOT_LABEL_M + 1.5;
    return [[(a[0] + b[0]) / 2 + nx * out, (a[1] + b[1]) / 2 + ny * out]];
  });
  return [[box.minX, box.minY], [box.maxX, box.maxY], ...names];
}

/**
 * What lies beyond each side, as on screen (the kit's surroundings): street, driveway, forest, water
 * and field bands with their names, the neighbour's plot, the neighbour's house hatched at its offset
 * with the offset dimensioned, and fences as a line of crosses. Cut to `clip`, the drawing area.
 * Names and figures in `locale`'s language (`t` its messages).
 */
export function surroundingShapes(
  plot: Plot,
  at: (p: Point) => PaperPoint,
  mmPerM: number,
  clip: PaperRect,
  t: Translate,
  locale: Locale,
): DrawingShape[] {
  const ring = plot.boundary;
  if (ring.length < 3) return [];
  const side = outwardSide(ring);
  const normals = outwardNormals(ring);
  const shapes: DrawingShape[] = [];
  const texts: DrawingShape[] = [];
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    const kind = plot.edges[i]?.kind ?? 'unknown';
    const look = SURROUNDING_LOOKS[kind];
    const depth = SURROUNDING_BAND_M[kind];
    const [nx, ny] = normals[i] ?? [0, 0];
    const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (kind === 'neighbor' && plot.edges[i]?.building === undefined) {
      const spot = at([mid[0] + nx * NEIGHBOUR_PLOT_LABEL_M, mid[1] + ny * NEIGHBOUR_PLOT_LABEL_M]);
      if (inRect(spot, clip)) texts.push(label(spot, t('canvas.neighbourPlot'), MUTED_INK, 2.4));
      return;
    }
    if (look === undefined || depth <= 0) return;
    const band = clipToRect(bandBeyond(a, b, side, 0, depth).map(at), clip);
    if (band.length < 3) return;
    shapes.push({ kind: 'polygon', role: 'surroundings', points: band, fill: look.fill });
    const angle = -Math.atan2(b[1] - a[1], b[0] - a[0]);
    if (kind === 'water') shapes.push(...patternShapes('waves', band, angle, look.edge, 'surroundings'));
    if (kind === 'field') shapes.push(...patternShapes('planks', band, angle, look.edge, 'surroundings'));
    if (kind === 'forest') {
      // Tree crowns along the side, as a designer draws a wood's edge.
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const count = Math.max(1, Math.floor(length / 4));
      for (let t = 0; t < count; t++) {
        const s = (t + 0.5) / count;
        const c = at([
          a[0] + (b[0] - a[0]) * s + nx * depth * 0.55,
          a[1] + (b[1] - a[1]) * s + ny * depth * 0.55,
        ]);
        if (insideConvex(c, band))
          shapes.push({
            kind: 'circle',
            role: 'surroundings',
            center: c,
            radius_mm: 1.7 * mmPerM,
            fill: PAPER_CROWN_FILL,
            stroke: { color: look.edge, width_mm: 0.2 },
          });
      }
    }
    if (kind === 'street') {
      const [p, q] = [
        at([a[0] + nx * depth * 0.5, a[1] + ny * depth * 0.5]),
        at([b[0] + nx * depth * 0.5, b[1] + ny * depth * 0.5]),
      ];
      shapes.push({
        kind: 'line',
        role: 'surroundings',
        from: p,
        to: q,
        stroke: { color: STREET_CENTRE_LINE, width_mm: 0.3, dash_mm: [3, 2] },
      });
    }
    // Mid-band, or the middle of what the sheet shows of it when cut at the drawing's edge.
    const whole = at([mid[0] + nx * depth * 0.5, mid[1] + ny * depth * 0.5]);
    const spot = insideConvex(whole, band) ? whole : centroid(band);
    if (thickness(band) >= 2.8) texts.push(label(spot, t(look.label)));
  });
  for (const house of neighbourHouses(plot)) {
    const corners = clipToRect(house.corners.map(at), clip);
    if (corners.length < 3) continue;
    shapes.push({
      kind: 'polygon',
      role: 'surroundings',
      points: corners,
      fill: NEIGHBOUR_HOUSE_FILL,
      stroke: { color: NEIGHBOUR_HOUSE_INK, width_mm: 0.3 },
    });
    shapes.push(...patternShapes('hatch', corners, 0, NEIGHBOUR_HOUSE_INK, 'surroundings'));
    const centre = centroid(corners);
    const width = Math.max(...corners.map((p) => p[0])) - Math.min(...corners.map((p) => p[0]));
    const full = t('canvas.neighbourHouse');
    const name =
      estimateTextWidth(full, 1.6) <= width - 2
        ? fitText(full, width - 2, 2.4, 1.6)
        : fitText(t('drawing.house'), width - 1, 2.4, 1.6);
    if (name !== undefined) texts.push(label(centre, name.text, INK, name.size));
    // The offset, dimensioned from the side's middle to the house.
    const a = ring[house.edge] as Point;
    const b = ring[(house.edge + 1) % ring.length] as Point;
    const [p0, p1] = house.corners as [Point, Point];
    const from = at([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
    const to = at([(p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2]);
    if (house.building.offset_m > 0.2 && inRect(to, clip) && inRect(from, clip)) {
      shapes.push({
        kind: 'line',
        role: 'surroundings',
        from,
        to,
        stroke: { color: INK, width_mm: 0.2, dash_mm: [0.8, 0.6] },
      });
      // Above a level line, beside an upright one: never across the dashes.
      const level = Math.abs(to[0] - from[0]) >= Math.abs(to[1] - from[1]);
      const midway: PaperPoint = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
      const text = label(
        level ? [midway[0], midway[1] - 1.6] : [midway[0] + 1, midway[1]],
        dimensionText(locale, unitSystemOf(plot), house.building.offset_m, 1),
        INK,
        2.2,
      );
      texts.push(level ? text : { ...text, anchor: 'start' });
    }
  }
  ring.forEach((a, i) => {
    const height = plot.edges[i]?.fence_height_m;
    if (height === undefined || height <= 0) return;
    const [p, q] = [at(a), at(ring[(i + 1) % ring.length] as Point)];
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const steps = Math.floor(length / 4);
    for (let s = 1; s < steps; s++) {
      const c: PaperPoint = [p[0] + ((q[0] - p[0]) * s) / steps, p[1] + ((q[1] - p[1]) * s) / steps];
      const stroke = { color: INK, width_mm: 0.2 };
      shapes.push(
        {
          kind: 'line',
          role: 'surroundings',
          from: [c[0] - 0.6, c[1] - 0.6],
          to: [c[0] + 0.6, c[1] + 0.6],
          stroke,
        },
        {
          kind: 'line',
          role: 'surroundings',
          from: [c[0] - 0.6, c[1] + 0.6],
          to: [c[0] + 0.6, c[1] - 0.6],
          stroke,
        },
      );
    }
  });
  // Each name on a light backdrop, so tree crowns and hatching do not run through it.
  const backdrops = texts.flatMap((t): DrawingShape[] => {
    if (t.kind !== 'text') return [];
    const w = estimateTextWidth(t.text, t.size_mm);
    const x0 = t.anchor === 'start' ? t.at[0] : t.anchor === 'end' ? t.at[0] - w : t.at[0] - w / 2;
    const [top, bottom] = [t.at[1] - t.size_mm * 0.85, t.at[1] + t.size_mm * 0.3];
    return [
      {
        kind: 'polygon',
        role: 'surroundings',
        points: [
          [x0 - 0.5, top],
          [x0 + w + 0.5, top],
          [x0 + w + 0.5, bottom],
          [x0 - 0.5, bottom],
        ],
        fill: PLAN_INKS.white,
        fillOpacity: 0.75,
      },
    ];
  });
  return [...shapes, ...backdrops, ...texts];
}
