import type { Plan, Plot } from '@plotplan/domain';
import { useMemo } from 'react';
import { boundsOf } from '../plot-editor/canvas/bounds';
import { PlanObjects } from '../plot-editor/canvas/plan-objects';
import { PlotCanvas } from '../plot-editor/canvas/plot-canvas';
import { BoundaryShape, EntranceMarker, ProtectedAreaShape } from '../plot-editor/canvas/plot-shapes';
import type { ObjectStyles } from './object-styles';

interface ProjectPlanCanvasProps {
  readonly plot: Plot;
  readonly plan: Plan | null;
  readonly styles: ObjectStyles;
  /** Refits the view when it changes (e.g. the plan version). */
  readonly fitKey: string;
}

/** The plot with the project's current plan, pannable and zoomable. */
export function ProjectPlanCanvas({ plot, plan, styles, fitKey }: ProjectPlanCanvasProps) {
  const bounds = useMemo(() => {
    const b = boundsOf(plot.boundary);
    const pad = Math.max(b.maxX - b.minX, b.maxY - b.minY) * 0.08;
    return { minX: b.minX - pad, minY: b.minY - pad, maxX: b.maxX + pad, maxY: b.maxY + pad };
  }, [plot.boundary]);
  return (
    <PlotCanvas bounds={bounds} label="The plot and its current plan" interactive={false} fitKey={fitKey}>
      {(view) => (
        <>
          <BoundaryShape plot={plot} view={view} showLengths={false} />
          {plot.protected_areas.map((area) => (
            <ProtectedAreaShape key={area.id} area={area} view={view} />
          ))}
          <EntranceMarker plot={plot} view={view} />
          {plan !== null && <PlanObjects plan={plan} view={view} styles={styles} />}
        </>
      )}
    </PlotCanvas>
  );
}
