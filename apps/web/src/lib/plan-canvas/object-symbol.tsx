import type { PlacedObject, Point } from '@plotplan/domain';
import { FAMILY_STYLES, type ObjectFamily } from './object-families';
import { symbolGeometry } from './object-symbols';
import { worldToScreen, type Viewport } from './viewport';

const pointsOf = (points: readonly Point[], view: Viewport) =>
  points
    .map((p) =>
      worldToScreen(view, p)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');

interface ObjectSymbolProps {
  readonly object: PlacedObject;
  readonly family: ObjectFamily | undefined;
  readonly view: Viewport;
}

/** An object's plan symbol (roof, glazing, rows, crown...) over its footprint; not hit by the pointer. */
export function ObjectSymbol({ object, family, view }: ObjectSymbolProps) {
  if (family === undefined) return null;
  const { lines, rings, dots } = symbolGeometry(object, family);
  if (lines.length + rings.length + dots.length === 0) return null;
  const ink = FAMILY_STYLES[family].ink;
  return (
    <g
      className="plan-object__symbol"
      data-symbol={FAMILY_STYLES[family].symbol}
      stroke={ink}
      fill="none"
      strokeWidth={1}
      strokeLinejoin="round"
      strokeLinecap="round"
      vectorEffect="non-scaling-stroke"
      pointerEvents="none"
      aria-hidden="true"
    >
      {lines.map((line, i) => (
        <polyline key={`l${i}`} points={pointsOf(line, view)} vectorEffect="non-scaling-stroke" />
      ))}
      {rings.map((ring, i) => (
        <polygon key={`r${i}`} points={pointsOf(ring, view)} vectorEffect="non-scaling-stroke" />
      ))}
      {dots.map(({ at, r }, i) => {
        const [cx, cy] = worldToScreen(view, at);
        return <circle key={`d${i}`} cx={cx} cy={cy} r={r * view.scale} fill={ink} stroke="none" />;
      })}
    </g>
  );
}
