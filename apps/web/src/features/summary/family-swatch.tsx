import { PLAN_INKS } from '@plotplan/contract/drawing';
import type { PlacedObject } from '@plotplan/domain';
import { FAMILY_STYLES, FootprintElement, PlanPatterns, type ObjectFamily } from '../../lib/plan-canvas';

/** A swatch shows a small object, this many metres wide, at this many pixels a metre. */
const SWATCH = { width_m: 2.4, depth_m: 1.5, px_per_m: 12 } as const;

/**
 * The key's picture of a family: a small object drawn as on the plan (the kit's fill, pattern and
 * symbol), round for trees and bushes, so the key matches the drawing in colour and in grey.
 */
export function FamilySwatch({ family, color }: { family: ObjectFamily | undefined; color: string }) {
  const round = family !== undefined && (FAMILY_STYLES[family].symbol === 'crown' || family === 'berries');
  const [w, h] = [SWATCH.width_m * SWATCH.px_per_m, SWATCH.depth_m * SWATCH.px_per_m];
  const object: PlacedObject = {
    id: `swatch-${family ?? 'other'}`,
    landscape_object: family ?? 'other',
    shape: round ? 'circle' : 'rect',
    x: SWATCH.width_m / 2,
    y: -SWATCH.depth_m / 2,
    rotation_deg: 0,
    width: round ? SWATCH.depth_m - 0.1 : SWATCH.width_m - 0.1,
    depth: SWATCH.depth_m - 0.1,
    height_m: 1,
    locked: false,
  };
  const view = { scale: SWATCH.px_per_m, tx: 0, ty: 0 };
  return (
    <svg
      className="family-swatch"
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      aria-hidden="true"
      data-family={family ?? 'other'}
    >
      <PlanPatterns view={view}>
        <FootprintElement
          object={object}
          view={view}
          name=""
          fill={color}
          family={family}
          stroke={family === undefined ? PLAN_INKS.screen : FAMILY_STYLES[family].ink}
          strokeWidth={1}
        />
      </PlanPatterns>
    </svg>
  );
}
