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
  unitSystemOf,
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
import { BillOfQuantitiesPanel } from './quantities/bill-of-quantities-panel';
import { FoldOnPhone, SummaryContents } from './summary-contents';
import { SummaryPlan } from './summary-plan';
import { useObjectSun } from './sun/use-object-sun';
import { useLocale, useT } from '../../lib/i18n';
import { violationText } from '../../lib/i18n';

/** The plot's pack with its overrides, or the bare pack when the overrides are unusable. */
function rulePackFor(plot: Plot): RulePack {
  try {
    return packForPlot(plot);
  } catch {
    return resolvePack(plot.rule_pack);
  }
}

/** What the summary shows of a project besides its plot and plan (a shared project has no more). */
export type SummarySubject = Pick<Project, 'name' | 'metrics'>;

interface SummaryViewProps {
  readonly project: SummarySubject;
  readonly plot: Plot;
  readonly plan: Plan;
  /** The whole project, for the JSON export; read-only views leave it out and offer no JSON. */
  readonly projectFile?: Project;
  /** Use the catalog the app ships, never the API (views that must work without a session). */
  readonly bundledCatalog?: boolean;
}

/** The summary of a project with a plan: areas, objects with sun, quantities, compliance by rule, and exports. */
export function SummaryView({ project, plot, plan, projectFile, bundledCatalog = false }: SummaryViewProps) {
  const locale = useLocale();
  const t = useT();
  const catalog = useQuery(catalogQuery({ bundled: bundledCatalog }));
  const styles = useMemo(() => drawingStylesOf(catalog.data), [catalog.data]);
  const objectStyles = useMemo(() => objectStylesOf(catalog.data), [catalog.data]);
  // The built-in catalog is the seeded one: its tags say which zone each object belongs to.
  const zones = useMemo(() => planZones(plan, catalogObjects), [plan]);
  const sun = useObjectSun(plot, plan);
  const rows = useMemo(
    () => objectRows(plan, styles, sun.status === 'ready' ? sun.hours : undefined, unitSystemOf(plot)),
    [plan, styles, sun, plot],
  );
  const compliance = useMemo(() => evaluatePlan(plot, plan, rulePackFor(plot)).compliance, [plot, plan]);

  return (
    <div className="summary">
      <SummaryContents />
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
          <AreaSharesPanel metrics={project.metrics} units={unitSystemOf(plot)} />
          <ExportPanel
            project={project}
            {...(projectFile === undefined ? {} : { projectFile })}
            plot={plot}
            plan={plan}
            styles={styles}
            objects={rows}
            sun={sun}
            compliance={compliance}
          />
        </div>
      </div>
      <FoldOnPhone title={t('summary.objectsHeading', { count: rows.length })}>
        <ObjectTable rows={rows} sun={sun} />
      </FoldOnPhone>
      <FoldOnPhone title={t('summary.quantities')}>
        <BillOfQuantitiesPanel
          {...(projectFile === undefined ? {} : { project: projectFile })}
          plot={plot}
          plan={plan}
        />
      </FoldOnPhone>
      <FoldOnPhone title={t('compliance.title')}>
        <ComplianceTable
          report={compliance}
          describe={violationText(locale, plot, plan)}
          units={unitSystemOf(plot)}
        />
      </FoldOnPhone>
    </div>
  );
}
