import {
  pointsBox,
  polygonArea,
  type PlacedObject,
  type Plan,
  type Plot,
  type Point,
} from '@plotplan/domain';
import { edgeKindStyle, footprintExtent, rectCorners, styleFor } from '../../../lib/plan-canvas';
import { nearestBoundaryDimension } from './building-dimensions';
import { pathShapes } from './drawing-paths';
import { chooseScale } from './drawing-scale';
import {
  INK,
  legend,
  legendHeight,
  northArrow,
  scaleBar,
  TITLE_BLOCK_MM,
  titleBlock,
  type LegendEntry,
} from './drawing-sidebar';
import type { DrawingObjectStyle, DrawingShape, PaperPoint, PlanDrawing, Stroke } from './drawing-types';
import { fitText } from './fit-text';

export interface Sheet {
  readonly width_mm: number;
  readonly height_mm: number;
}

export const A4_LANDSCAPE: Sheet = { width_mm: 297, height_mm: 210 };
export const A3_LANDSCAPE: Sheet = { width_mm: 420, height_mm: 297 };

export interface PlanDrawingInput {
  readonly title: string;
  /** Printed in the title block, e.g. "2025-05-04". */
  readonly date: string;
  readonly plot: Plot;
  readonly plan: Plan | null;
  /** By catalog code; unknown codes are drawn grey under their code. */
  readonly styles: ReadonlyMap<string, DrawingObjectStyle>;
  /** The paper: the plan is fitted to it. Left out, the sheet wraps the plan at the scale that would fit A3. */
  readonly sheet?: Sheet;
}

const MARGIN = 10;
const SIDE = 62;
const GAP = 8;
/** Room around the plot on the sheet for side-length and dimension labels. */
const PAD = 4;
const PROTECTED: Stroke = { color: '#b42318', width_mm: 0.3, dash_mm: [1.5, 1] };
const TREE: Stroke = { color: '#15803d', width_mm: 0.3, dash_mm: [1.5, 1] };
const DIMENSION: Stroke = { color: '#1f5fa8', width_mm: 0.25 };
const ENTRANCE_COLOR = '#1a5fd1';

const dashOf = (dash: string | undefined) =>
  dash === undefined ? undefined : dash.split(' ').map((v) => Number(v) * 0.25);

/** Name and colour as on screen (styleFor), plus the legend's type and whether it is a building. */
export function drawingStyleFor(styles: ReadonlyMap<string, DrawingObjectStyle>, object: PlacedObject) {
  const style = styles.get(object.landscape_object);
  return {
    ...styleFor(styles, object.landscape_object, object.label),
    type: style?.type ?? 'Other',
    building: style?.building ?? false,
  };
}

/** The box of everything drawn on the plan, metres. */
function planExtent(plot: Plot, plan: Plan | null) {
  const points: Point[] = [
    ...plot.boundary,
    ...(plan?.objects ?? []).flatMap(footprintExtent),
    ...(plan?.paths ?? []).flatMap((path) => path.points),
  ];
  for (const area of plot.protected_areas) {
    if (area.shape.type === 'polygon') points.push(...area.shape.points);
    else {
      const [cx, cy] = area.shape.center;
      points.push(
        [cx - area.shape.radius, cy - area.shape.radius],
        [cx + area.shape.radius, cy + area.shape.radius],
      );
    }
  }
  const { minX, minY, maxX, maxY } = pointsBox(points);
  return { minX, maxY, width_m: Math.max(maxX - minX, 1), height_m: Math.max(maxY - minY, 1) };
}

function legendEntries(input: PlanDrawingInput): LegendEntry[] {
  const { plot, plan } = input;
  const kinds = [...new Set(plot.boundary.map((_, i) => plot.edges[i]?.kind ?? 'unknown'))];
  const entries: LegendEntry[] = kinds.map((kind) => {
    const style = edgeKindStyle[kind];
    const dash = dashOf(style.dash);
    return {
      label: `Boundary: ${style.label.toLowerCase()}`,
      swatch: {
        kind: 'line',
        stroke: { color: style.color, width_mm: 0.8, ...(dash ? { dash_mm: dash } : {}) },
      },
    };
  });
  if (plot.entrance !== undefined)
    entries.push({
      label: 'Entrance',
      swatch: { kind: 'line', stroke: { color: ENTRANCE_COLOR, width_mm: 1.5 } },
    });
  const trees = plot.protected_areas.filter((a) => a.kind === 'existing_tree').length;
  if (trees > 0)
    entries.push({
      label: 'Existing tree',
      swatch: { kind: 'fill', fill: TREE.color, fillOpacity: 0.18, stroke: TREE },
    });
  if (plot.protected_areas.length > trees)
    entries.push({
      label: 'Protected area',
      swatch: { kind: 'fill', fill: PROTECTED.color, fillOpacity: 0.12, stroke: PROTECTED },
    });
  const types = new Map<string, string>();
  for (const object of plan?.objects ?? []) {
    const style = drawingStyleFor(input.styles, object);
    if (!types.has(style.type)) types.set(style.type, style.color);
  }
  for (const [type, color] of types) entries.push({ label: type, swatch: { kind: 'fill', fill: color } });
  if ((plan?.objects ?? []).some((o) => drawingStyleFor(input.styles, o).building))
    entries.push({ label: 'Building to boundary, m', swatch: { kind: 'line', stroke: DIMENSION } });
  return entries;
}

/**
 * The site plan as shapes on a sheet (the summary step's exports): the boundary coloured by
 * what lies beyond each edge, protected areas, the entrance, the paths (paved strips), the objects in their type's colour
 * with labels, dimensions from each building to the nearest boundary edge, and a side column with
 * the north arrow, scale bar, legend and title block. Drawn at the largest standard scale that fits.
 */
export function buildPlanDrawing(input: PlanDrawingInput): PlanDrawing {
  const { plot, plan } = input;
  const extent = planExtent(plot, plan);
  const entries = legendEntries(input);
  const fitIn = input.sheet ?? A3_LANDSCAPE;
  const room = {
    width_mm: fitIn.width_mm - 2 * MARGIN - SIDE - GAP - 2 * PAD,
    height_mm: fitIn.height_mm - 2 * MARGIN - 2 * PAD,
  };
  const { scale, standard } = chooseScale(extent, room);
  const k = 1000 / scale;
  const planW = extent.width_m * k + 2 * PAD;
  const planH = extent.height_m * k + 2 * PAD;
  const sideH = 24 + 14 + legendHeight(entries.length) + 6 + TITLE_BLOCK_MM;
  const sheet: Sheet = input.sheet ?? {
    width_mm: Math.ceil(2 * MARGIN + planW + GAP + SIDE),
    height_mm: Math.ceil(2 * MARGIN + Math.max(planH, sideH)),
  };
  const areaW = sheet.width_mm - 2 * MARGIN - SIDE - GAP;
  const areaH = sheet.height_mm - 2 * MARGIN;
  const ox = MARGIN + PAD + Math.max(0, (areaW - planW) / 2);
  const oy = MARGIN + PAD + Math.max(0, (areaH - planH) / 2);
  const at = ([x, y]: Point): PaperPoint => [ox + (x - extent.minX) * k, oy + (extent.maxY - y) * k];

  const shapes: DrawingShape[] = [
    {
      kind: 'polygon',
      role: 'frame',
      points: [
        [MARGIN / 2, MARGIN / 2],
        [sheet.width_mm - MARGIN / 2, MARGIN / 2],
        [sheet.width_mm - MARGIN / 2, sheet.height_mm - MARGIN / 2],
        [MARGIN / 2, sheet.height_mm - MARGIN / 2],
      ],
      stroke: { color: INK, width_mm: 0.35 },
    },
    { kind: 'polygon', role: 'plot', points: plot.boundary.map(at), fill: '#f3f6ef' },
  ];
  for (const area of plot.protected_areas) {
    const tree = area.kind === 'existing_tree';
    const stroke = tree ? TREE : PROTECTED;
    const common = {
      role: 'protected-area' as const,
      fill: stroke.color,
      fillOpacity: tree ? 0.18 : 0.12,
      stroke,
    };
    const labelAt = area.shape.type === 'circle' ? at(area.shape.center) : at(area.shape.points[0] ?? [0, 0]);
    shapes.push(
      area.shape.type === 'circle'
        ? { ...common, kind: 'circle', center: at(area.shape.center), radius_mm: area.shape.radius * k }
        : { ...common, kind: 'polygon', points: area.shape.points.map(at) },
    );
    if (area.label !== '')
      shapes.push({
        kind: 'text',
        role: 'protected-area',
        at: labelAt,
        text: area.label,
        size_mm: 2.2,
        anchor: 'middle',
        color: INK,
      });
  }
  plot.boundary.forEach((a, i) => {
    const b = plot.boundary[(i + 1) % plot.boundary.length] as Point;
    const style = edgeKindStyle[plot.edges[i]?.kind ?? 'unknown'];
    const dash = dashOf(style.dash);
    shapes.push({
      kind: 'line',
      role: 'edge',
      from: at(a),
      to: at(b),
      stroke: { color: style.color, width_mm: 0.8, ...(dash ? { dash_mm: dash } : {}) },
    });
  });
  if (plot.entrance !== undefined) {
    const { edge, t, width_m } = plot.entrance;
    const a = plot.boundary[edge];
    const b = plot.boundary[(edge + 1) % plot.boundary.length];
    if (a !== undefined && b !== undefined) {
      const half = width_m / 2 / (Math.hypot(b[0] - a[0], b[1] - a[1]) || 1);
      const along = (s: number): Point => [a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s];
      shapes.push({
        kind: 'line',
        role: 'entrance',
        from: at(along(Math.max(0, t - half))),
        to: at(along(Math.min(1, t + half))),
        stroke: { color: ENTRANCE_COLOR, width_mm: 1.5 },
      });
    }
  }
  shapes.push(...pathShapes(plan, at, k));
  (plan?.objects ?? []).forEach((object, index) => {
    const style = drawingStyleFor(input.styles, object);
    const outline: Stroke = { color: INK, width_mm: 0.2 };
    shapes.push(
      object.shape === 'circle'
        ? {
            kind: 'circle',
            role: 'object',
            objectId: object.id,
            center: at([object.x, object.y]),
            radius_mm: (object.width / 2) * k,
            fill: style.color,
            fillOpacity: 0.85,
            stroke: outline,
          }
        : {
            kind: 'polygon',
            role: 'object',
            objectId: object.id,
            points: rectCorners(object).map(at),
            fill: style.color,
            fillOpacity: 0.85,
            stroke: outline,
          },
    );
    // The name where it fits inside the footprint's box on the sheet, else its number in the list.
    const box = pointsBox(footprintExtent(object).map(at));
    const boxW = box.maxX - box.minX;
    const boxH = box.maxY - box.minY;
    const named = fitText(style.name, boxW - 1, 2.4, 1.4);
    const text =
      named !== undefined && named.text === style.name && boxH >= named.size + 0.5
        ? named
        : { text: String(index + 1), size: Math.min(2.4, Math.max(1.2, Math.min(boxW, boxH) * 0.6)) };
    const [cx, cy] = at([object.x, object.y]);
    shapes.push({
      kind: 'text',
      role: 'object-label',
      objectId: object.id,
      at: [cx, cy + text.size * 0.35],
      text: text.text,
      size_mm: text.size,
      anchor: 'middle',
      color: INK,
    });
  });
  for (const object of plan?.objects ?? []) {
    if (!drawingStyleFor(input.styles, object).building) continue;
    const dimension = nearestBoundaryDimension(object, plot.boundary);
    if (dimension === undefined || dimension.distance_m < 0.05) continue;
    const [from, to] = [at(dimension.from), at(dimension.to)];
    shapes.push({ kind: 'line', role: 'dimension', objectId: object.id, from, to, stroke: DIMENSION });
    for (const end of [from, to])
      shapes.push({ kind: 'circle', role: 'dimension', center: end, radius_mm: 0.5, fill: DIMENSION.color });
    shapes.push({
      kind: 'text',
      role: 'dimension',
      objectId: object.id,
      at: [(from[0] + to[0]) / 2 + 1, (from[1] + to[1]) / 2 - 1],
      text: `${dimension.distance_m.toFixed(2)} m`,
      size_mm: 2.2,
      anchor: 'start',
      color: DIMENSION.color,
    });
  }

  // The side column: north arrow and scale, scale bar, legend, and the title block at the bottom.
  const sx = sheet.width_mm - MARGIN - SIDE;
  shapes.push(...northArrow([sx + 10, MARGIN + 11], 8, plot.north_deg));
  const scaleText = `Scale 1:${scale}`;
  shapes.push({
    kind: 'text',
    role: 'scale-bar',
    at: [sx + 24, MARGIN + 12],
    text: scaleText,
    size_mm: 3.2,
    anchor: 'start',
    color: INK,
    bold: true,
  });
  shapes.push(...scaleBar([sx, MARGIN + 26], k, SIDE - 6));
  shapes.push(...legend([sx, MARGIN + 38], entries));
  const date = input.sheet === undefined ? input.date : `${input.date}, ${sheetName(input.sheet)}`;
  shapes.push(
    ...titleBlock([sx, sheet.height_mm - MARGIN - TITLE_BLOCK_MM], SIDE, {
      title: fitText(input.title, SIDE - 4, 3.6, 3.6)?.text ?? input.title.slice(0, 24),
      rows: [
        `Site plan, ${date}`,
        `Plot area ${polygonArea(plot.boundary).toFixed(1)} m²`,
        `${scaleText}${standard ? '' : ' (reduced)'}`,
      ],
    }),
  );
  return {
    width_mm: sheet.width_mm,
    height_mm: sheet.height_mm,
    scale,
    standard_scale: standard,
    mm_per_m: k,
    shapes,
  };
}

function sheetName(sheet: Sheet): string {
  if (sheet.width_mm === A3_LANDSCAPE.width_mm && sheet.height_mm === A3_LANDSCAPE.height_mm) return 'A3';
  if (sheet.width_mm === A4_LANDSCAPE.width_mm && sheet.height_mm === A4_LANDSCAPE.height_mm) return 'A4';
  return `${sheet.width_mm}x${sheet.height_mm} mm`;
}
