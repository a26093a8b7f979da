import type { Locale } from '@plotplan/contract/locale';
import {
  NEIGHBOUR_HOUSE,
  PAPER_CROWN_FILL,
  PLAN_INKS,
  NEIGHBOUR_PLOT_LABEL_M,
  STREET_CENTRE_LINE,
  type BandShape,
  type PlanSurroundings,
  type SideShape,
} from '@plotplan/contract/drawing';
import type { Point, UnitSystem } from '@plotplan/domain';
import { SURROUNDING_LOOKS } from '../../../lib/plan-canvas';
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

/**
 * One band beyond side a-b on the sheet, cut to `clip`: its ground, its kind's pattern (waves, rows,
 * a wood's tree crowns, a street's centre line) and its name, which goes into `texts`.
 */
function bandShapes(
  band: BandShape,
  at: (p: Point) => PaperPoint,
  mmPerM: number,
  clip: PaperRect,
  side: SideShape,
  name: string,
  texts: DrawingShape[],
): DrawingShape[] {
  const {
    from: a,
    to: b,
    outward: [nx, ny],
  } = side;
  const { style: kind, depth } = band;
  const look = SURROUNDING_LOOKS[kind];
  const ring = clipToRect(band.ring.map(at), clip);
  if (look === undefined || ring.length < 3) return [];
  const shapes: DrawingShape[] = [{ kind: 'polygon', role: 'surroundings', points: ring, fill: look.fill }];
  const angle = -Math.atan2(b[1] - a[1], b[0] - a[0]);
  if (kind === 'water') shapes.push(...patternShapes('waves', ring, angle, look.edge, 'surroundings'));
  if (kind === 'field') shapes.push(...patternShapes('planks', ring, angle, look.edge, 'surroundings'));
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
      if (insideConvex(c, ring))
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
  if (kind === 'street')
    shapes.push({
      kind: 'line',
      role: 'surroundings',
      from: at(band.middle[0]),
      to: at(band.middle[1]),
      stroke: { color: STREET_CENTRE_LINE, width_mm: 0.3, dash_mm: [3, 2] },
    });
  // Mid-band, or the middle of what the sheet shows of it when cut at the drawing's edge.
  const whole = at(band.labelAnchor);
  const spot = insideConvex(whole, ring) ? whole : centroid(ring);
  if (thickness(ring) >= 2.8) texts.push(label(spot, name));
  return shapes;
}

/**
 * What a sheet frames to show the surroundings: the drawing model's extent (the plot, its bands and
 * houses) and room for each neighbour's plot's name beyond its side.
 */
export function surroundingPoints(around: PlanSurroundings): Point[] {
  const box = around.extent;
  const names = around.neighbourPlots.map(({ edge }): Point => {
    const {
      from: a,
      to: b,
      outward: [nx, ny],
    } = around.sides[edge] as SideShape;
    const out = NEIGHBOUR_PLOT_LABEL_M + 1.5;
    return [(a[0] + b[0]) / 2 + nx * out, (a[1] + b[1]) / 2 + ny * out];
  });
  return [[box.minX, box.minY], [box.maxX, box.maxY], ...names];
}

/**
 * What lies beyond each side, as on screen, from the drawing model's surroundings (`around`, at the
 * bands' site depths): street, driveway, forest, water and field bands with their names, the
 * neighbour's plot, the neighbour's house hatched at its offset with the offset dimensioned, and
 * fences as a line of crosses. Cut to `clip`, the drawing area. Names and figures in `locale`'s
 * language (`t` its messages).
 */
export function surroundingShapes(
  around: PlanSurroundings,
  units: UnitSystem,
  at: (p: Point) => PaperPoint,
  mmPerM: number,
  clip: PaperRect,
  t: Translate,
  locale: Locale,
): DrawingShape[] {
  if (around.sides.length < 3) return [];
  const shapes: DrawingShape[] = [];
  const texts: DrawingShape[] = [];
  // Side by side, so that the names come in the sides' order.
  for (const side of around.sides) {
    const { edge } = side;
    const named = around.neighbourPlots.find((p) => p.edge === edge);
    if (named !== undefined) {
      const spot = at(named.labelAnchor);
      if (inRect(spot, clip)) texts.push(label(spot, t('canvas.neighbourPlot'), MUTED_INK, 2.4));
      continue;
    }
    const band = around.bands.find((p) => p.edge === edge);
    if (band === undefined) continue;
    const look = SURROUNDING_LOOKS[band.style];
    if (look !== undefined) shapes.push(...bandShapes(band, at, mmPerM, clip, side, t(look.label), texts));
  }
  for (const house of around.neighbourHouses) {
    const corners = clipToRect(house.ring.map(at), clip);
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
    const [from, to] = [at(house.offset[0]), at(house.offset[1])];
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
        dimensionText(locale, units, house.building.offset_m, 1),
        INK,
        2.2,
      );
      texts.push(level ? text : { ...text, anchor: 'start' });
    }
  }
  for (const fence of around.fences) {
    const [p, q] = [at(fence.from), at(fence.to)];
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
  }
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
