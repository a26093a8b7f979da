import type { UnitSystem } from '@plotplan/domain';
import { boxesOverlap, type ScreenBox } from '../../../lib/plan-canvas';
import { formatNumber, getLocale, t } from '../../../lib/i18n';
import { formatLength } from '../../../lib/units';

/** The dimension labels' font size, pixels (plan-editor.css). */
export const DIMENSION_FONT_PX = 12;
/** Average glyph width of the bold label font, as a share of its size (a safe overestimate). */
const CHAR_WIDTH = 0.62;
/** Gap between a label and its line, pixels. */
const GAP = 3;

/** Drawings show lengths to 0.1 m, or on an imperial plot to the inch ("12' 6""). */
export const metresText = (d: number, units: UnitSystem = 'metric'): string =>
  formatLength(units, getLocale(), d, 1, true);

/** Under half an inch a shortfall would read 0' 0": it reads "<1"" instead. */
const HALF_INCH_M = 0.0127;

/**
 * A shortfall in words, never as a negative length ("−29.7 m" read as a distance): "1.8 m short";
 * under 0.05 m it reads "<0.1 m short" rather than "0.0" (imperial: "5' 11" short", `<1" short`).
 */
export const shortfallText = (d: number, units: UnitSystem = 'metric'): string =>
  t('dimension.short', {
    length:
      units === 'imperial'
        ? d < HALF_INCH_M
          ? `<1"`
          : metresText(d, units)
        : d < 0.05
          ? t('unit.m', { value: `<${formatNumber(getLocale(), 0.1, { decimals: 1, fixed: true })}` })
          : metresText(d),
  });

/** A dimension line on screen and its label's text. */
export interface DimensionInput {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly text: string;
}

/** Where a label goes: its centre (text anchored middle, central baseline) and its box. */
export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  readonly box: ScreenBox;
}

const NOWHERE: ScreenBox = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

const area = (a: ScreenBox, b: ScreenBox): number =>
  boxesOverlap(a, b)
    ? (Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) *
      (Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY))
    : 0;

/** Along the line, the middle first; then each point's four sides (above, below, right, left). */
const ALONG = [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9];

/**
 * Places each dimension's label by its line where it overlaps neither a label placed before it nor
 * an obstacle (the objects' names); where every spot is taken, the one overlapping least. Labels
 * are placed in the order given, so the important ones (the selection's) go first.
 */
export function placeDimensionLabels(
  lines: readonly DimensionInput[],
  obstacles: readonly ScreenBox[],
): LabelSpot[] {
  const placed: ScreenBox[] = [];
  return lines.map(({ from, to, text }) => {
    const w = text.length * CHAR_WIDTH * DIMENSION_FONT_PX + 4;
    const h = DIMENSION_FONT_PX * 1.25;
    let best: { spot: LabelSpot; cost: number } = { spot: { x: 0, y: 0, box: NOWHERE }, cost: Infinity };
    for (const t of ALONG) {
      const px = from[0] + (to[0] - from[0]) * t;
      const py = from[1] + (to[1] - from[1]) * t;
      const centres: [number, number][] = [
        [px, py - h / 2 - GAP],
        [px, py + h / 2 + GAP],
        [px + w / 2 + GAP, py],
        [px - w / 2 - GAP, py],
      ];
      for (const [x, y] of centres) {
        const box = { minX: x - w / 2, maxX: x + w / 2, minY: y - h / 2, maxY: y + h / 2 };
        // Another label hidden under this one is worse than a name partly covered.
        const cost =
          placed.reduce((sum, b) => sum + 4 * area(box, b), 0) +
          obstacles.reduce((sum, b) => sum + area(box, b), 0);
        if (cost < best.cost) best = { spot: { x, y, box }, cost };
        if (cost === 0) break;
      }
      if (best.cost === 0) break;
    }
    placed.push(best.spot.box);
    return best.spot;
  });
}
