import { gridStep, visibleBounds, worldToScreen, type Viewport } from './viewport';

const MAX_LINES = 400;

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
    (i % 5 === 0 ? major : minor).push(`M${sx.toFixed(1)} 0V${height}`);
  }
  for (let j = firstY; j * step <= bounds.maxY && minor.length + major.length < MAX_LINES; j++) {
    const [, sy] = worldToScreen(view, [0, j * step]);
    (j % 5 === 0 ? major : minor).push(`M0 ${sy.toFixed(1)}H${width}`);
  }
  return (
    <g aria-hidden="true" className="metre-grid" data-step={step}>
      <path d={minor.join('')} className="metre-grid__minor" />
      <path d={major.join('')} className="metre-grid__major" />
    </g>
  );
}
