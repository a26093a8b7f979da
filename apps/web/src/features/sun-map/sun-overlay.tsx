import type { SunHoursMap } from '@plotplan/domain';
import { useMemo } from 'react';
import { type Viewport, worldToScreen } from '../../lib/plan-canvas';
import { overlayDataUrl } from './overlay-image';
import { mapBounds } from './overlay-pixels';

interface SunOverlayProps {
  readonly map: SunHoursMap;
  /** The PlotCanvas's current viewport (its children render prop). */
  readonly view: Viewport;
}

/**
 * The sun-hours map as a heat overlay inside PlotCanvas: one image of the grid (built once per map)
 * placed over the grid's world bounds, so pan and zoom only change its position and size. It takes
 * no pointer events, so the plan under it stays editable; SunLegend explains the colours.
 */
export function SunOverlay({ map, view }: SunOverlayProps) {
  const href = useMemo(() => overlayDataUrl(map), [map]);
  if (href === undefined) return null;
  const bounds = mapBounds(map);
  const [left, top] = worldToScreen(view, [bounds.minX, bounds.maxY]);
  const [right, bottom] = worldToScreen(view, [bounds.maxX, bounds.minY]);
  return (
    <image
      className="sun-overlay"
      href={href}
      x={left}
      y={top}
      width={right - left}
      height={bottom - top}
      preserveAspectRatio="none"
      pointerEvents="none"
      aria-hidden="true"
      data-testid="sun-overlay"
    />
  );
}
