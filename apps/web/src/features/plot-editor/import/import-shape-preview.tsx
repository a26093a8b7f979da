import type { Point } from '@plotplan/domain';
import { useT } from '../../../lib/i18n';

interface ImportShapePreviewProps {
  readonly boundary: readonly Point[];
  /** What the drawing shows, for screen readers; by default the imported boundary. */
  readonly label?: string;
}

const SIZE = 160;
const PAD = 14;

/** The imported boundary drawn small, north up, its corners numbered from 1. */
export function ImportShapePreview({ boundary, label }: ImportShapePreviewProps) {
  const t = useT();
  const xs = boundary.map((p) => p[0]);
  const ys = boundary.map((p) => p[1]);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 1e-9);
  const scale = (SIZE - 2 * PAD) / span;
  // Plan y runs up, screen y down.
  const at = ([x, y]: Point): Point => [PAD + (x - minX) * scale, SIZE - PAD - (y - minY) * scale];
  const screen = boundary.map(at);
  return (
    <svg
      className="import-preview__shape"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label ?? t('import.shapeLabel', { count: boundary.length })}
    >
      <polygon points={screen.map((p) => p.join(',')).join(' ')} />
      {boundary.length <= 40 &&
        screen.map(([x, y], i) => (
          <text key={i} x={x} y={y} dy={-4} textAnchor="middle">
            {i + 1}
          </text>
        ))}
    </svg>
  );
}
