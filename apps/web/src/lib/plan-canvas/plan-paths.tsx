import { PLAN_ELEMENTS, type PathShape } from '@plotplan/contract/drawing';
import { useT } from '../i18n';
import { useFamilyFill } from './plan-patterns';
import { worldToScreen, type Viewport } from './viewport';

const screenPoints = (path: PathShape, view: Viewport): string =>
  path.points
    .map((p) => worldToScreen(view, p))
    .map(([x, y]) => `${x},${y}`)
    .join(' ');

interface PlanPathsProps {
  /** The drawing model's paths (`planPathShapes(plan)`), the ones the paper and thumbnails draw. */
  readonly paths: readonly PathShape[];
  readonly view: Viewport;
}

/**
 * The plan's paths as paved strips of their width, drawn under the objects: every edge first, then
 * every fill, so that branches join the trunk without a seam. Paving is a light strip with a darker
 * edge `edge_m` wide each side (the style table's `PLAN_ELEMENTS.path`); inside PlanPatterns the
 * strips are paved (the paving pattern), so they read as paths in grey print too.
 */
export function PlanPaths({ paths, view }: PlanPathsProps) {
  const t = useT();
  const paving = useFamilyFill('paving', PLAN_ELEMENTS.path.fill);
  if (paths.length === 0) return null;
  const strip = (path: PathShape, edge: boolean) => (
    <polyline
      key={`${edge ? 'edge' : 'fill'}-${path.id}`}
      points={screenPoints(path, view)}
      fill="none"
      stroke={edge ? PLAN_ELEMENTS[path.style].edge : paving}
      strokeWidth={(path.width_m + (edge ? 2 * path.edge_m : 0)) * view.scale}
      strokeLinejoin="round"
    />
  );
  return (
    <g className="plan-paths" role="img" aria-label={t('canvas.paths', { count: paths.length })}>
      {paths.map((p) => strip(p, true))}
      {paths.map((p) => (
        <g key={p.id} data-path-id={p.id}>
          {strip(p, false)}
        </g>
      ))}
    </g>
  );
}
