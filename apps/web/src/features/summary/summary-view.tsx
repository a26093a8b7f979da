import type { Project } from '@plotplan/contract';
import type { Plan, Plot } from '@plotplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogQuery } from '../catalog/catalog-query';
import { AreaSharesPanel } from './area-shares-panel';
import { ComplianceTable } from './compliance-table';
import { complianceReport } from './compliance/compliance-report';
import { drawingStylesOf } from './drawing-styles';
import { ExportPanel } from './export-panel';
import { objectRows } from './object-rows';
import { ObjectTable } from './object-table';
import { useObjectSun } from './sun/use-object-sun';

interface SummaryViewProps {
  readonly project: Project;
  readonly plot: Plot;
  readonly plan: Plan;
}

/** The summary of a project with a plan: areas, objects with sun, compliance by rule, and exports. */
export function SummaryView({ project, plot, plan }: SummaryViewProps) {
  const catalog = useQuery(catalogQuery());
  const styles = useMemo(() => drawingStylesOf(catalog.data), [catalog.data]);
  const sun = useObjectSun(plot, plan);
  const rows = useMemo(
    () => objectRows(plan, styles, sun.status === 'ready' ? sun.hours : undefined),
    [plan, styles, sun],
  );
  const compliance = useMemo(() => complianceReport(plot, plan), [plot, plan]);

  return (
    <div className="summary">
      <AreaSharesPanel metrics={project.metrics} />
      <ExportPanel
        project={project}
        plot={plot}
        plan={plan}
        styles={styles}
        objects={rows}
        sun={sun}
        compliance={compliance}
      />
      <ObjectTable rows={rows} sun={sun} />
      <ComplianceTable report={compliance} />
    </div>
  );
}
