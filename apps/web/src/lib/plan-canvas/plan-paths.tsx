import { PLAN_ELEMENTS } from '@plotplan/contract/drawing';
import type { Plan, PlanPath } from '@plotplan/domain';
import { useFamilyFill } from './plan-patterns';
import { worldToScreen, type Viewport } from './viewport';

/**
 * Paving: a light grey strip with a darker edge `edgeWidth_m` metres wide on each side, as the
 * paper and the server's thumbnails draw a path (the plan style table's).
 */
const { fill: PATH_FILL, edge: PATH_EDGE, edgeWidth_m: EDGE_M } = PLAN_ELEMENTS.path;

const screenPoints = (path: PlanPath, view: Viewport): string =>
  path.points
    .map((p) => worldToScreen(view, p))
    .map(([x, y]) => `${x},${y}`)
    .join(' ');

interface PlanPathsProps {
  readonly plan: Plan;
  readonly view: Viewport;
}

/**
 * The plan's paths as paved strips of their width, drawn under the objects: every edge first, then
 * every fill, so that branches join the trunk without a seam. Inside PlanPatterns the strips are
 * paved (the paving pattern), so they read as paths in grey print too.
 */
export function PlanPaths({ plan, view }: PlanPathsProps) {
  const paving = useFamilyFill('paving', PATH_FILL);
  const paths = (plan.paths ?? []).filter((p) => p.points.length >= 2);
  if (paths.length === 0) return null;
  const strip = (path: PlanPath, edge: boolean) => (
    <polyline
      key={`${edge ? 'edge' : 'fill'}-${path.id}`}
      points={screenPoints(path, view)}
      fill="none"
      stroke={edge ? PATH_EDGE : paving}
      strokeWidth={(path.width_m + (edge ? 2 * EDGE_M : 0)) * view.scale}
      strokeLinejoin="round"
    />
  );
  return (
    <g className="plan-paths" role="img" aria-label={`Paths: ${paths.length}`}>
      {paths.map((p) => strip(p, true))}
      {paths.map((p) => (
        <g key={p.id} data-path-id={p.id}>
          {strip(p, false)}
        </g>
      ))}
    </g>
  );
}
