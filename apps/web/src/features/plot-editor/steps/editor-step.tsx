import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { catalogQuery } from '../../catalog/catalog-query';
import { GenerationWorkspace } from '../../generations/generation-workspace';
import { objectStylesOf } from '../../generations/object-styles';
import { ProjectPlanCanvas } from '../../generations/project-plan-canvas';
import { useEditorSession } from '../state/use-editor-session';

/** The editor step: the current plan on the plot, and generating, comparing and applying variants. */
export function EditorStep() {
  useDocumentTitle('Editor');
  const { project, flush } = useEditorSession();
  const { search } = useLocation();
  const catalog = useQuery(catalogQuery());
  const styles = useMemo(() => objectStylesOf(catalog.data), [catalog.data]);

  if (project === undefined)
    return (
      <main className="step" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">Editor</h1>
        <div className="skeleton skeleton--block" aria-label="Loading the project" />
      </main>
    );

  const objectCount = project.actual_plan?.objects.length ?? 0;
  return (
    <main className="step editor-step" aria-labelledby="page-title">
      <div className="step__form">
        <div className="page-header">
          <h1 id="page-title">Editor</h1>
          <p className="muted" aria-live="polite">
            {project.actual_plan === null
              ? 'No plan yet: generate variants and apply one.'
              : `Current plan: ${objectCount} ${objectCount === 1 ? 'object' : 'objects'}, version ${project.plan_version ?? 1}`}
          </p>
        </div>
        <GenerationWorkspace project={project} styles={styles} search={search} beforeGenerate={flush} />
      </div>
      <div className="step__canvas">
        {project.plot === null ? (
          <p className="panel panel--notice">The project has no plot yet.</p>
        ) : (
          <ProjectPlanCanvas
            plot={project.plot}
            plan={project.actual_plan}
            styles={styles}
            fitKey={`${project.id}`}
          />
        )}
        {project.actual_plan !== null && (
          <ul className="visually-hidden" aria-label="Objects on the current plan">
            {project.actual_plan.objects.map((object) => (
              <li key={object.id}>{styles.get(object.landscape_object)?.name ?? object.landscape_object}</li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export { EditorStep as Component };
