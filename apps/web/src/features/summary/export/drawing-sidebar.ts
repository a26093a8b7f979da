import { PLAN_ELEMENTS, PLAN_INKS } from '@plotplan/contract/drawing';
import type { ObjectFamily } from '../../../lib/plan-canvas';
import type { DrawingShape, PaperPoint, Stroke } from './drawing-types';
import type { Locale } from '@plotplan/contract/locale';
import type { UnitSystem } from '@plotplan/domain';
import { scaleBarSpan } from './drawing-scale';

export const INK = PLAN_INKS.paper;
export const MUTED_INK = PLAN_INKS.paperMuted;
const THIN: Stroke = { color: INK, width_mm: 0.25 };

/**
 * A north arrow centred at `center`: the needle points to true north, `northDeg` clockwise from
 * the sheet's up (the plan's +y axis is up on the sheet), marked `letter` ("N", "С" in Russian).
 */
export function northArrow(
  center: PaperPoint,
  radius: number,
  northDeg: number,
  letter = 'N',
): DrawingShape[] {
  const a = (northDeg * Math.PI) / 180;
  const [s, c] = [Math.sin(a), Math.cos(a)];
  // Local frame: (u along north, v to its right); sheet y grows downwards.
  const at = (u: number, v: number): PaperPoint => [center[0] + u * s + v * c, center[1] - u * c + v * s];
  const tip = at(radius - 1, 0);
  const label = at(radius + 3.2, 0);
  return [
    { kind: 'circle', role: 'north-arrow', center, radius_mm: radius, fill: PLAN_INKS.white, stroke: THIN },
    {
      kind: 'polygon',
      role: 'north-arrow',
      points: [
        tip,
        at(-radius * 0.45, radius * 0.35),
        at(-radius * 0.2, 0),
        at(-radius * 0.45, -radius * 0.35),
      ],
      fill: PLAN_ELEMENTS.north,
    },
    {
      kind: 'text',
      role: 'north-arrow',
      at: [label[0], label[1] + 1.2],
      text: letter,
      size_mm: 3.5,
      anchor: 'middle',
      color: INK,
      bold: true,
    },
  ];
}

/**
 * A scale bar of four alternating segments, no longer than `maxMm`, with its length written: round
 * metres, or round feet on an imperial plot.
 */
export function scaleBar(
  origin: PaperPoint,
  mmPerM: number,
  maxMm: number,
  units: UnitSystem = 'metric',
  locale: Locale = 'en',
): DrawingShape[] {
  const span = scaleBarSpan(mmPerM, maxMm, units, locale);
  const length = span.metres * mmPerM;
  const [x, y] = origin;
  const height = 2;
  const shapes: DrawingShape[] = [];
  for (let i = 0; i < 4; i++) {
    const x0 = x + (length * i) / 4;
    const x1 = x + (length * (i + 1)) / 4;
    shapes.push({
      kind: 'polygon',
      role: 'scale-bar',
      points: [
        [x0, y],
        [x1, y],
        [x1, y + height],
        [x0, y + height],
      ],
      fill: i % 2 === 0 ? INK : PLAN_INKS.white,
      stroke: THIN,
    });
  }
  const label = (at: number, text: string, anchor: 'start' | 'middle' | 'end'): DrawingShape => ({
    kind: 'text',
    role: 'scale-bar',
    at: [at, y + height + 3.5],
    text,
    size_mm: 2.6,
    anchor,
    color: INK,
  });
  shapes.push(label(x, '0', 'start'), label(x + length, span.label, 'end'));
  return shapes;
}

export type LegendSwatch =
  | { readonly kind: 'line'; readonly stroke: Stroke }
  | {
      readonly kind: 'fill';
      readonly fill: string;
      readonly fillOpacity?: number;
      readonly stroke?: Stroke;
      /** Hatched in this ink (the neighbour's house). */
      readonly hatch?: string;
    }
  /** An object family as drawn on the plan: fill, pattern and symbol (drawing-families.ts). */
  | { readonly kind: 'family'; readonly family: ObjectFamily };

export interface LegendEntry {
  readonly label: string;
  readonly swatch: LegendSwatch;
}

export const TITLE_BLOCK_MM = 30;

/** The title block: a framed box with the project's name, the date, the plot area and the scale. */
export function titleBlock(
  origin: PaperPoint,
  width: number,
  lines: { readonly title: string; readonly rows: readonly string[] },
): DrawingShape[] {
  const [x, y] = origin;
  const shapes: DrawingShape[] = [
    {
      kind: 'polygon',
      role: 'title-block',
      points: [
        [x, y],
        [x + width, y],
        [x + width, y + TITLE_BLOCK_MM],
        [x, y + TITLE_BLOCK_MM],
      ],
      fill: PLAN_INKS.white,
      stroke: { color: INK, width_mm: 0.35 },
    },
    { kind: 'line', role: 'title-block', from: [x, y + 8], to: [x + width, y + 8], stroke: THIN },
    {
      kind: 'text',
      role: 'title-block',
      at: [x + 2, y + 5.6],
      text: lines.title,
      size_mm: 3.6,
      anchor: 'start',
      color: INK,
      bold: true,
    },
  ];
  lines.rows.forEach((row, i) => {
    shapes.push({
      kind: 'text',
      role: 'title-block',
      at: [x + 2, y + 13 + i * 4.6],
      text: row,
      size_mm: 2.8,
      anchor: 'start',
      color: i === 0 ? INK : MUTED_INK,
    });
  });
  return shapes;
}
