import { PLAN_ELEMENTS, PLAN_INKS, planDrawingModel, SIDE_LINES } from '@plotplan/contract/drawing';
import { pointsBox, polygonArea, unitSystemOf, type Plan, type Plot, type Point } from '@plotplan/domain';
import { getLocale } from '../../../lib/i18n';
import type { PlanDrawingInput } from './drawing-input';
import { footprintExtent } from '../../../lib/plan-canvas';
import { familyObjectShapes } from './drawing-families';
import { DIMENSION, dashOf, drawingStyleFor, legendEntries, PROTECTED, TREE } from './drawing-legend';
import { surroundingPoints, surroundingShapes } from './drawing-surroundings';
import { entranceShapes } from './drawing-entrances';
import { nearestBoundaryDimension } from './building-dimensions';
import { pathShapes } from './drawing-paths';
import { legendAndKey } from './drawing-key';
import { footprintBox, placeObjectLabels, type PaperBox } from './drawing-labels';
import { estimateTextWidth, fitText } from './fit-text';
import { layoutFor, MARGIN, PAD, SIDE, wrappingLayout } from './drawing-layout';
import { dimensionText, drawingDate, drawingT, plotAreaText, sheetName } from './drawing-text';
import { INK, northArrow, scaleBar, TITLE_BLOCK_MM, titleBlock } from './drawing-sidebar';
import { scaleName } from './drawing-scale';
import type { DrawingShape, PaperPoint, PlanDrawing } from './drawing-types';

export { A3_LANDSCAPE, A4_LANDSCAPE, type Sheet } from './drawing-layout';

export type { PlanDrawingInput } from './drawing-input';

export { drawingStyleFor } from './drawing-legend';

/** The box of everything drawn on the plan (and `extra`, e.g. the surroundings), metres. */
function planExtent(plot: Plot, plan: Plan | null, extra: readonly Point[] = []) {
  const points: Point[] = [
    ...extra,
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

/**
 * The site plan as shapes on a sheet (the summary step's exports): the boundary coloured by
 * what lies beyond each edge, protected areas, the gate and wicket, the paths (paved strips), the objects in their type's colour
 * with labels, dimensions from each building to the nearest boundary edge, and a side column with
 * the north arrow, scale bar, legend and title block. Drawn at the largest standard scale that fits;
 * an imperial plot at an engineering scale (1" = 20'), with its bar, dimensions and area in feet.
 * Every word and figure of its own in the input's language (names print as typed).
 */
export function buildPlanDrawing(input: PlanDrawingInput): PlanDrawing {
  const { plot, plan } = input;
  const units = unitSystemOf(plot);
  const locale = input.locale ?? getLocale();
  const t = drawingT(locale);
  const entries = legendEntries({ ...input, locale });
  const objects = plan?.objects ?? [];
  // The plot, its surroundings at their site depths, protected areas, openings and paths in metres.
  const model = planDrawingModel(plot, plan);
  // The side column's height when the sheet wraps the plan: legend and a key of every object at most.
  const sideH = 36 + (entries.length + objects.length + 2) * 4.2 + 4 + TITLE_BLOCK_MM;
  // The surroundings are framed in only when that keeps the plot's scale (or about: 1:200 -> 1:250);
  // otherwise the plot is framed alone and the surroundings are cut at the drawing area's edge. A
  // sheet that wraps the plan (SVG) grows to hold them at the plot's own scale.
  const bare = planExtent(plot, plan);
  const around = planExtent(plot, plan, surroundingPoints(model));
  const bareLayout =
    input.sheet === undefined
      ? wrappingLayout(bare, sideH, bare, units)
      : layoutFor(input.sheet, bare, units);
  const aroundLayout =
    input.sheet === undefined
      ? wrappingLayout(around, sideH, bare, units)
      : layoutFor(input.sheet, around, units);
  const framed = aroundLayout.scale <= bareLayout.scale * 1.25;
  const [extent, layout] = framed ? [around, aroundLayout] : [bare, bareLayout];
  const { sheet, scale, standard } = layout;
  const k = 1000 / scale;
  const planW = extent.width_m * k + 2 * PAD;
  const planH = extent.height_m * k + 2 * PAD;
  const ox = layout.plan.x + PAD + Math.max(0, (layout.plan.width - planW) / 2);
  // Under a plan that leaves room, the band moves up to it: the legend and key get the space.
  const rise = layout.kind === 'bottom' ? Math.max(0, layout.plan.height - planH) : 0;
  const oy = layout.plan.y + PAD + Math.max(0, (layout.plan.height - planH - rise) / 2);
  const up = ([x, y]: readonly [number, number]): PaperPoint => [x, y - rise];
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
    ...surroundingShapes(
      model,
      units,
      at,
      k,
      {
        ...layout.plan,
        height: layout.plan.height - rise,
      },
      t,
      locale,
    ),
    { kind: 'polygon', role: 'plot', points: plot.boundary.map(at), fill: PLAN_ELEMENTS.plot.paper },
  ];
  for (const area of model.protectedAreas) {
    const tree = area.style === 'existingTree';
    const stroke = tree ? TREE : PROTECTED;
    const common = {
      role: 'protected-area' as const,
      fill: stroke.color,
      fillOpacity: tree ? 0.18 : 0.12,
      stroke,
    };
    const { outline } = area;
    // On paper a polygon's label sits at its first corner, as drawn.
    const labelAt = outline.kind === 'circle' ? at(outline.center) : at(outline.ring[0] ?? [0, 0]);
    shapes.push(
      outline.kind === 'circle'
        ? { ...common, kind: 'circle', center: at(outline.center), radius_mm: outline.radius * k }
        : { ...common, kind: 'polygon', points: outline.ring.map(at) },
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
  for (const side of model.sides) {
    const style = SIDE_LINES[side.style];
    const dash = dashOf(style.dash);
    shapes.push({
      kind: 'line',
      role: 'edge',
      from: at(side.from),
      to: at(side.to),
      stroke: { color: style.color, width_mm: 0.8, ...(dash ? { dash_mm: dash } : {}) },
    });
  }
  shapes.push(...entranceShapes(model.entrances, at));
  shapes.push(...pathShapes(model.paths, at, k));
  for (const object of objects) {
    const style = drawingStyleFor(input.styles, object, t);
    shapes.push(...familyObjectShapes(object, style.family, style.color, at, k));
  }
  // Names inside objects where they fit, else numbers (inside or on a leader) listed in the key.
  const footprints = objects.map((object) => footprintBox(object, at, k));
  const labelled = placeObjectLabels(
    objects.map((object, index) => ({
      object,
      name: drawingStyleFor(input.styles, object, t).name,
      number: index + 1,
    })),
    at,
    k,
  );
  const key = labelled.labels
    .filter((label) => label.by !== 'name')
    .map((label) => ({ number: label.number, name: label.name }));
  for (const object of plan?.objects ?? []) {
    if (!drawingStyleFor(input.styles, object, t).building) continue;
    const dimension = nearestBoundaryDimension(object, plot.boundary);
    if (dimension === undefined || dimension.distance_m < 0.05) continue;
    const [from, to] = [at(dimension.from), at(dimension.to)];
    shapes.push({ kind: 'line', role: 'dimension', objectId: object.id, from, to, stroke: DIMENSION });
    for (const end of [from, to])
      shapes.push({ kind: 'circle', role: 'dimension', center: end, radius_mm: 0.5, fill: DIMENSION.color });
    const text = dimensionText(locale, units, dimension.distance_m);
    const spot = dimensionLabelSpot(from, to, text, [...footprints, ...labelled.labels.map((l) => l.box)]);
    shapes.push({
      kind: 'text',
      role: 'dimension',
      objectId: object.id,
      ...spot,
      text,
      size_mm: 2.2,
      color: DIMENSION.color,
    });
  }

  // A light backdrop under each name and number: they stay legible over hatches and roof lines.
  for (const { box } of labelled.labels)
    shapes.push({
      kind: 'polygon',
      role: 'label-backdrop',
      points: [
        [box.minX - 0.3, box.minY - 0.2],
        [box.maxX + 0.3, box.minY - 0.2],
        [box.maxX + 0.3, box.maxY + 0.2],
        [box.minX - 0.3, box.maxY + 0.2],
      ],
      fill: PLAN_INKS.white,
      fillOpacity: 0.75,
    });
  shapes.push(...labelled.shapes);

  // North arrow and scale, scale bar, legend and key, and the title block (beside or under the plan).
  shapes.push(...northArrow(up(layout.northArrow), 8, plot.north_deg, t('canvas.northLetter')));
  const scaleText = t('drawing.scale', { scale: scaleName(scale, units) });
  shapes.push({
    kind: 'text',
    role: 'scale-bar',
    at: up(layout.scaleText),
    text: scaleText,
    size_mm: 3.2,
    anchor: 'start',
    color: INK,
    bold: true,
  });
  shapes.push(...scaleBar(up(layout.scaleBar), k, layout.scaleBarMax, units, locale));
  shapes.push(
    ...legendAndKey(
      entries,
      key,
      {
        ...layout.key,
        y: layout.key.y - rise,
        height: layout.key.height + rise,
      },
      t,
    ),
  );
  const day = drawingDate(locale, input.date);
  const date = input.sheet === undefined ? day : `${day}, ${sheetName(sheet, t)}`;
  shapes.push(
    ...titleBlock(layout.titleBlock, SIDE, {
      title: fitText(input.title, SIDE - 4, 3.6, 3.6)?.text ?? input.title.slice(0, 24),
      rows: [
        t('drawing.sitePlan', { date }),
        t('drawing.plotArea', { area: plotAreaText(locale, units, polygonArea(plot.boundary)) }),
        standard ? scaleText : t('drawing.scaleReduced', { scale: scaleText }),
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

/**
 * Where a dimension's figure goes: beside the middle of its line, above or below, or at either
 * end, the first spot whose text box is clear of every object and label.
 */
function dimensionLabelSpot(
  from: PaperPoint,
  to: PaperPoint,
  text: string,
  taken: readonly PaperBox[],
): { at: PaperPoint; anchor: 'start' | 'end' } {
  const width = estimateTextWidth(text, 2.2);
  const mid: PaperPoint = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const candidates: { at: PaperPoint; anchor: 'start' | 'end' }[] = [
    { at: [mid[0] + 1, mid[1] - 1], anchor: 'start' },
    { at: [mid[0] - 1, mid[1] - 1], anchor: 'end' },
    { at: [mid[0] + 1, mid[1] + 3], anchor: 'start' },
    { at: [mid[0] - 1, mid[1] + 3], anchor: 'end' },
    { at: [to[0] + 1, to[1] - 1], anchor: 'start' },
    { at: [to[0] - 1, to[1] - 1], anchor: 'end' },
    { at: [from[0] + 1, from[1] - 1], anchor: 'start' },
    { at: [from[0] - 1, from[1] - 1], anchor: 'end' },
  ];
  const boxOf = ({ at: [x, y], anchor }: { at: PaperPoint; anchor: 'start' | 'end' }): PaperBox => ({
    minX: anchor === 'start' ? x : x - width,
    maxX: anchor === 'start' ? x + width : x,
    minY: y - 2.2,
    maxY: y + 0.5,
  });
  const clear = (box: PaperBox) =>
    !taken.some((t) => box.minX < t.maxX && t.minX < box.maxX && box.minY < t.maxY && t.minY < box.maxY);
  return candidates.find((c) => clear(boxOf(c))) ?? (candidates[0] as (typeof candidates)[number]);
}
