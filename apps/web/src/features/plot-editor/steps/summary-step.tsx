import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/routing';
import { SharePanel } from '../../sharing';
import { SummaryView } from '../../summary';
import { useEditorSession } from '../state/use-editor-session';

/** The summary step: areas, objects, compliance and exports of the project's current plan. */
export function SummaryStep() {
  useDocumentTitle('Summary');
  const { project } = useEditorSession();
  const { search } = useLocation();

  if (project === undefined)
    return (
      <main className="step step--wide" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">Summary</h1>
        <div className="skeleton skeleton--block" aria-label="Loading the project" />
      </main>
    );

  const plot = project.plot;
  const plan = project.actual_plan;
  return (
    <main className="step step--wide summary-step" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">Summary</h1>
        <p className="muted">
          {project.name}
          {project.plan_version === null ? '' : `, plan version ${project.plan_version}`}
        </p>
      </div>
      {plot === null || plan === null ? (
        <section className="panel empty-state" aria-label="No plan yet">
          <p className="panel__title">No plan yet</p>
          <p>Generate variants in the editor and apply one; its summary and exports appear here.</p>
          <Link className="button button--primary" to={{ pathname: '/plot-editor/editor', search }}>
            Go to the editor
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
