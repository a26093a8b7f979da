import type { LandscapeObject } from '@plotplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/routing';
import { useT } from '../../../lib/i18n';
import { catalogQuery } from '../../../lib/catalog';
import { objectStylesOf } from '../../../lib/plan-canvas';
import { PlanEditorWorkspace } from '../../../features/plan-editor';
import { useEditorSession } from '../use-editor-session';

const NO_OBJECTS: readonly LandscapeObject[] = [];

/** The editor step: edit the current plan with live rule checks, its history, and generating variants. */
export function EditorStep() {
  const t = useT();
  useDocumentTitle(t('step.editor'));
  const { project, flush } = useEditorSession();
  const { search } = useLocation();
  const catalog = useQuery(catalogQuery());
  const styles = useMemo(() => objectStylesOf(catalog.data), [catalog.data]);
  const objects = catalog.data?.objects ?? NO_OBJECTS;

  if (project === undefined || catalog.data === undefined)
    return (
      <main className="step" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">{t('step.editor')}</h1>
        <div className="skeleton skeleton--block" aria-label={t('project.loading')} />
      </main>
    );

  const { plot } = project;
  const objectCount = project.actual_plan?.objects.length ?? 0;
  return (
    <main className="step editor-step" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{t('step.editor')}</h1>
        <p className="muted" aria-live="polite">
          {project.actual_plan === null
            ? t('editor.noPlanYet')
            : t('editor.currentPlan', { count: objectCount, version: project.plan_version ?? 1 })}
        </p>
      </div>
      {plot === null ? (
        <p className="panel panel--notice">{t('editor.noPlot')}</p>
      ) : (
        <PlanEditorWorkspace
          project={{ ...project, plot }}
          catalog={objects}
          styles={styles}
          search={search}
          flushProject={flush}
        />
      )}
    </main>
  );
}

export { EditorStep as Component };
