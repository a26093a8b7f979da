import type { Project } from '@plotplan/contract';
import {
  catalogObjects,
  evaluatePlan,
  planZones,
  packForPlot,
  resolvePack,
  type Plan,
  type Plot,
  type RulePack,
} from '@plotplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogQuery } from '../../lib/catalog';
import { objectStylesOf } from '../../lib/plan-canvas';
import { AreaSharesPanel } from './area-shares-panel';
import { ComplianceTable } from './compliance-table';
import { drawingStylesOf } from './drawing-styles';
import { ExportPanel } from './export-panel';
import { objectRows } from './object-rows';
import { ObjectTable } from './object-table';
import { SummaryPlan } from './summary-plan';
import { useObjectSun } from './sun/use-object-sun';

/** The plot's pack with its overrides, or the bare pack when the overrides are unusable. */
function rulePackFor(plot: Plot): RulePack {
  try {
    return packForPlot(plot);
  } catch {
    return resolvePack(plot.rule_pack);
  }
}

interface SummaryViewProps {
  readonly project: Project;
  readonly plot: Plot;
  readonly plan: Plan;
}

/** The summary of a project with a plan: areas, objects with sun, compliance by rule, and exports. */
export function SummaryView({ project, plot, plan }: SummaryViewProps) {
  const catalog = useQuery(catalogQuery());
  const styles = useMemo(() => drawingStylesOf(catalog.data), [catalog.data]);
  const objectStyles = useMemo(() => objectStylesOf(catalog.data), [catalog.data]);
  // The built-in catalog is the seeded one: its tags say which zone each object belongs to.
  const zones = useMemo(() => planZones(plan, catalogObjects), [plan]);
  const sun = useObjectSun(plot, plan);
  const rows = useMemo(
    () => objectRows(plan, styles, sun.status === 'ready' ? sun.hours : undefined),
    [plan, styles, sun],
  );
  const compliance = useMemo(() => evaluatePlan(plot, plan, rulePackFor(plot)).compliance, [plot, plan]);

  return (
    <div className="summary">
      <div className="summary-lead">
        <SummaryPlan
          name={project.name}
          plot={plot}
          plan={plan}
          styles={objectStyles}
          zones={zones}
          rows={rows}
          sunHours={sun.status === 'ready' ? sun.hours : undefined}
        />
        <div className="summary-lead__side">
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
        </div>
      </div>
      <ObjectTable rows={rows} sun={sun} />
      <ComplianceTable report={compliance} />
    </div>
  );
}
