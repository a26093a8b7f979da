import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/routing';
import { useT } from '../../../lib/i18n';
import { SharePanel } from '../../../features/sharing';
import { SummaryView } from '../../../features/summary';
import { useEditorSession } from '../use-editor-session';

/** The summary step: areas, objects, compliance and exports of the project's current plan. */
export function SummaryStep() {
  const t = useT();
  useDocumentTitle(t('step.summary'));
  const { project } = useEditorSession();
  const { search } = useLocation();

  if (project === undefined)
    return (
      <main className="step step--wide" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">{t('step.summary')}</h1>
        <div className="skeleton skeleton--block" aria-label={t('project.loading')} />
      </main>
    );

  const plot = project.plot;
  const plan = project.actual_plan;
  return (
    <main className="step step--wide summary-step" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{t('step.summary')}</h1>
        <p className="muted">
          {project.name}
          {project.plan_version === null ? '' : t('summary.planVersion', { version: project.plan_version })}
        </p>
      </div>
      {plot === null || plan === null ? (
        <section className="panel empty-state" aria-label={t('summary.noPlan')}>
          <p className="panel__title">{t('summary.noPlan')}</p>
          <p>{t('summary.noPlanHint')}</p>
          <Link className="button button--primary" to={{ pathname: '/plot-editor/editor', search }}>
            {t('summary.goToEditor')}
          </Link>
        </section>
      ) : (
        <SummaryView project={project} plot={plot} plan={plan} projectFile={project} />
      )}
      <SharePanel projectId={project.id} />
    </main>
  );
}

export { SummaryStep as Component };
