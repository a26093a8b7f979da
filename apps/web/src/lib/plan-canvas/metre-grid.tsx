import { PLAN_INKS } from '@plotplan/contract/drawing';
import type { Locale } from '@plotplan/contract/locale';
import { METRES_PER_FOOT, type UnitSystem } from '@plotplan/domain';
import { useLocale } from '../i18n';
import { feetText, metreText } from './scale-bar';
import { gridStepIn, visibleBounds, worldToScreen, type Viewport } from './viewport';

interface GridProps {
  readonly view: Viewport;
  readonly width: number;
  readonly height: number;
  /** The plot's unit system: a grid of round feet, labelled in feet, on an imperial plot. */
  readonly units?: UnitSystem | undefined;
}

const MAX_LINES = 400;
/** Every fifth grid line is a major one, and only major lines are labelled. */
const MAJOR_EVERY = 5;

/** Grid lines in screen space (crisp at any zoom); every fifth line is stronger. */
export function MetreGrid({ view, width, height, units = 'metric' }: GridProps) {
  const step = gridStepIn(view.scale, units);
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
  units: UnitSystem = 'metric',
): GridLabel[] {
  const major = gridStepIn(view.scale, units) * MAJOR_EVERY;
  // Feet are labelled by the whole feet of the line, not by its metres converted.
  const text = (i: number, metres: number) =>
    units === 'metric'
      ? metreText(metres, locale)
      : feetText(Math.round((i * major) / METRES_PER_FOOT), locale);
  const bounds = visibleBounds(view, width, height);
  const labels: GridLabel[] = [];
  for (let i = Math.ceil(bounds.minX / major); i * major <= bounds.maxX; i++) {
    const metres = i * major + 0;
    const [at] = worldToScreen(view, [metres, 0]);
    if (at >= reserve.left && at <= width - reserve.right)
      labels.push({ axis: 'x', at, metres, text: text(i, metres) });
  }
  for (let j = Math.ceil(bounds.minY / major); j * major <= bounds.maxY; j++) {
    const metres = j * major + 0;
    const [, at] = worldToScreen(view, [0, metres]);
    if (at >= reserve.top && at <= height - reserve.bottom)
      labels.push({ axis: 'y', at, metres, text: text(j, metres) });
  }
  return labels;
}

/** The grid's metre (or feet) labels, drawn over the plan with a white halo so they stay legible. */
export function GridLabels({ view, width, height, units = 'metric' }: GridProps) {
  const locale = useLocale();
  return (
    <g className="metre-grid__labels" aria-hidden="true" fontSize={10} fill={PLAN_INKS.grid}>
      {gridLabels(view, width, height, DEFAULT_RESERVE, locale, units).map((label) =>
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
