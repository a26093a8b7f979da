import type { UnitSystem } from '@plotplan/domain';
import { chooseScale } from './drawing-scale';
import type { PaperRect } from './drawing-key';
import { TITLE_BLOCK_MM } from './drawing-sidebar';

export interface Sheet {
  readonly width_mm: number;
  readonly height_mm: number;
}

export const A4_LANDSCAPE: Sheet = { width_mm: 297, height_mm: 210 };
export const A3_LANDSCAPE: Sheet = { width_mm: 420, height_mm: 297 };

export const MARGIN = 10;
/** The side column's width (right layout) and the title block's width (both layouts). */
export const SIDE = 62;
export const GAP = 8;
/** The band under the plan in the bottom layout: north arrow, scale, legend and key, title block. */
export const BAND = 42;
/** Room around the plot on the sheet for side-length and dimension labels. */
export const PAD = 4;

/**
 * Where things go on the sheet. "right": landscape, the plan on the left and a column at the right
 * (north arrow, scale, legend and key, title block). "bottom": portrait, the plan above a band.
 */
export interface SheetLayout {
  readonly kind: 'right' | 'bottom';
  readonly sheet: Sheet;
  /** Where the plan is drawn, centred (PAD inside it kept free). */
  readonly plan: PaperRect;
  readonly northArrow: readonly [number, number];
  readonly scaleText: readonly [number, number];
  readonly scaleBar: readonly [number, number];
  readonly scaleBarMax: number;
  readonly key: PaperRect;
  readonly titleBlock: readonly [number, number];
  readonly scale: number;
  readonly standard: boolean;
}

type Extent = { readonly width_m: number; readonly height_m: number };

function rightLayout(sheet: Sheet, extent: Extent, units: UnitSystem): SheetLayout {
  const plan = {
    x: MARGIN,
    y: MARGIN,
    width: sheet.width_mm - 2 * MARGIN - SIDE - GAP,
    height: sheet.height_mm - 2 * MARGIN,
  };
  const sx = sheet.width_mm - MARGIN - SIDE;
  const keyTop = MARGIN + 36;
  return {
    kind: 'right',
    sheet,
    plan,
    northArrow: [sx + 10, MARGIN + 11],
    scaleText: [sx + 24, MARGIN + 12],
    scaleBar: [sx, MARGIN + 24],
    scaleBarMax: SIDE - 6,
    key: { x: sx, y: keyTop, width: SIDE, height: sheet.height_mm - MARGIN - TITLE_BLOCK_MM - 4 - keyTop },
    titleBlock: [sx, sheet.height_mm - MARGIN - TITLE_BLOCK_MM],
    ...chooseScale(extent, { width_mm: plan.width - 2 * PAD, height_mm: plan.height - 2 * PAD }, units),
  };
}

function bottomLayout(sheet: Sheet, extent: Extent, units: UnitSystem): SheetLayout {
  const plan = {
    x: MARGIN,
    y: MARGIN,
    width: sheet.width_mm - 2 * MARGIN,
    height: sheet.height_mm - 2 * MARGIN - BAND - GAP,
  };
  const top = sheet.height_mm - MARGIN - BAND;
  const keyX = MARGIN + 60;
  return {
    kind: 'bottom',
    sheet,
    plan,
    northArrow: [MARGIN + 10, top + 11],
    scaleText: [MARGIN + 24, top + 12],
    scaleBar: [MARGIN, top + 24],
    scaleBarMax: 54,
    key: { x: keyX, y: top, width: sheet.width_mm - MARGIN - SIDE - 4 - keyX, height: BAND },
    titleBlock: [sheet.width_mm - MARGIN - SIDE, sheet.height_mm - MARGIN - TITLE_BLOCK_MM],
    ...chooseScale(extent, { width_mm: plan.width - 2 * PAD, height_mm: plan.height - 2 * PAD }, units),
  };
}

/**
 * The layout for a paper size: landscape with a side column, or portrait with a band under the
 * plan, whichever draws the plan at the larger scale (a tall plot on A3 portrait at 1:100 rather
 * than half of A3 landscape at 1:200); landscape when both give the same scale. On an imperial plot
 * the scales are engineering ones (1" = 20').
 */
export function layoutFor(paper: Sheet, extent: Extent, units: UnitSystem = 'metric'): SheetLayout {
  const long = Math.max(paper.width_mm, paper.height_mm);
  const short = Math.min(paper.width_mm, paper.height_mm);
  const landscape = rightLayout({ width_mm: long, height_mm: short }, extent, units);
  const portrait = bottomLayout({ width_mm: short, height_mm: long }, extent, units);
  return portrait.scale < landscape.scale ? portrait : landscape;
}

/**
 * A sheet that wraps the plan (the SVG export): the right layout at the scale that fits `scaled`
 * (the plan itself, by default) on A3, the sheet as large as `extent` then needs.
 */
export function wrappingLayout(
  extent: Extent,
  sideHeight: number,
  scaled: Extent = extent,
  units: UnitSystem = 'metric',
): SheetLayout {
  const atA3 = rightLayout(A3_LANDSCAPE, scaled, units);
  const k = 1000 / atA3.scale;
  const planW = extent.width_m * k + 2 * PAD;
  const planH = extent.height_m * k + 2 * PAD;
  const sheet: Sheet = {
    width_mm: Math.ceil(2 * MARGIN + planW + GAP + SIDE),
    height_mm: Math.ceil(2 * MARGIN + Math.max(planH, sideHeight)),
  };
  return { ...rightLayout(sheet, extent, units), scale: atA3.scale, standard: atA3.standard };
}
