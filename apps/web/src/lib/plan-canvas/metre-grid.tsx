import { PLAN_INKS } from '@plotplan/contract/drawing';
import type { Locale } from '@plotplan/contract/locale';
import { useLocale } from '../i18n';
import { metreText } from './scale-bar';
import { gridStep, visibleBounds, worldToScreen, type Viewport } from './viewport';

const MAX_LINES = 400;
/** Every fifth grid line is a major one, and only major lines are labelled. */
const MAJOR_EVERY = 5;

/** Grid lines in screen space (crisp at any zoom); every fifth line is stronger. */
export function MetreGrid({ view, width, height }: { view: Viewport; width: number; height: number }) {
  const step = gridStep(view.scale);
  const bounds = visibleBounds(view, width, height);
  const minor: string[] = [];
  const major: string[] = [];
  const firstX = Math.ceil(bounds.minX / step);
  const firstY = Math.ceil(bounds.minY / step);
  for (let i = firstX; i * step <= bounds.maxX && minor.length + major.length < MAX_LINES; i++) {
    const [sx] = worldToScreen(view, [i * step, 0]);
    (i % MAJOR_EVERY === 0 ? major : minor).push(`M${sx.toFixed(1)} 0V${height}`);
  }
  for (let j = firstY; j * step <= bounds.maxY && minor.length + major.length < MAX_LINES; j++) {
    const [, sy] = worldToScreen(view, [0, j * step]);
    (j % MAJOR_EVERY === 0 ? major : minor).push(`M0 ${sy.toFixed(1)}H${width}`);
  }
  return (
    <g aria-hidden="true" className="metre-grid" data-step={step}>
      <path d={minor.join('')} className="metre-grid__minor" />
      <path d={major.join('')} className="metre-grid__major" />
    </g>
  );
}

/** A metre label of a major grid line: `x` lines are labelled along the top edge, `y` lines along the left. */
export interface GridLabel {
  readonly axis: 'x' | 'y';
  /** Where the line crosses the edge, screen px (x for an `x` line, y for a `y` line). */
  readonly at: number;
  readonly metres: number;
  readonly text: string;
}

/** Corners kept free of labels: the top-left where both rows meet, the north arrow, the scale bar. */
export interface LabelReserve {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const DEFAULT_RESERVE: LabelReserve = { left: 34, top: 26, right: 76, bottom: 52 };

/**
 * The labels of the major grid lines on screen. Major lines are at least 80 px apart (the grid step
 * keeps minor lines 16 px apart), so labels never crowd each other at any zoom.
 */
export function gridLabels(
  view: Viewport,
  width: number,
  height: number,
  reserve: LabelReserve = DEFAULT_RESERVE,
  locale: Locale = 'en',
): GridLabel[] {
  const major = gridStep(view.scale) * MAJOR_EVERY;
  const bounds = visibleBounds(view, width, height);
  const labels: GridLabel[] = [];
  for (let i = Math.ceil(bounds.minX / major); i * major <= bounds.maxX; i++) {
    const metres = i * major + 0;
    const [at] = worldToScreen(view, [metres, 0]);
    if (at >= reserve.left && at <= width - reserve.right)
      labels.push({ axis: 'x', at, metres, text: metreText(metres, locale) });
  }
  for (let j = Math.ceil(bounds.minY / major); j * major <= bounds.maxY; j++) {
    const metres = j * major + 0;
    const [, at] = worldToScreen(view, [0, metres]);
    if (at >= reserve.top && at <= height - reserve.bottom)
      labels.push({ axis: 'y', at, metres, text: metreText(metres, locale) });
  }
  return labels;
}

/** The grid's metre labels, drawn over the plan with a white halo so they stay legible. */
export function GridLabels({ view, width, height }: { view: Viewport; width: number; height: number }) {
  const locale = useLocale();
  return (
    <g className="metre-grid__labels" aria-hidden="true" fontSize={10} fill={PLAN_INKS.grid}>
      {gridLabels(view, width, height, DEFAULT_RESERVE, locale).map((label) =>
        label.axis === 'x' ? (
          <text
            key={`x${label.metres}`}
            x={label.at + 3}
            y={12}
            paintOrder="stroke"
            stroke={PLAN_INKS.white}
            strokeWidth={3}
          >
            {label.text}
          </text>
        ) : (
          <text
            key={`y${label.metres}`}
            x={4}
            y={label.at - 3}
            paintOrder="stroke"
            stroke={PLAN_INKS.white}
            strokeWidth={3}
          >
            {label.text}
          </text>
        ),
      )}
    </g>
  );
}
