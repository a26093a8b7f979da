import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { plotEditorSteps, stepLabel } from './plot-editor-steps';
import { autosaveLabels, SaveStatus } from '../../components/save-status';
import type { EditorDraft } from '../../features/plot-editor/state/editor-draft';
import { EditorSessionContext, useEditorSessionState } from './use-editor-session';
import { revealStepProblems, shownStep, stepIssues, stopBefore, useStepOpensAtTop } from './step-guard';
import { useT } from '../../lib/i18n';

const saveLabels = {
  ...autosaveLabels,
  error: 'save.errorRetrying',
  local: 'save.local',
} as const;

/** The stepper, the save state and Back/Next around every plot-editor step; the project travels in `?project=`. */
export function PlotEditorLayout() {
  const t = useT();
  const { search, pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('project');
  const session = useEditorSessionState(raw === null ? undefined : Number(raw));
  const [problems, setProblems] = useState<string[]>([]);
  const problemsPanel = useRef<HTMLDivElement>(null);
  // The list sits below the step's content: on a long step (the catalog) it would appear out of
  // sight and Next would seem to do nothing. A refused Next or step link shows the first error
  // (focused); later edits only update the list.
  const reveal = useRef(false);
  useEffect(() => {
    if (reveal.current && problems.length > 0) revealStepProblems(problemsPanel.current);
    reveal.current = false;
  }, [problems]);
  // The list answers that click: the next edit dismisses it (each field keeps its own error).
  const [refusedDraft, setRefusedDraft] = useState<EditorDraft | undefined>(undefined);
  const refuse = (found: readonly string[]) => {
    reveal.current = true;
    setRefusedDraft(session.draft);
    setProblems([...found]);
  };
  useStepOpensAtTop(pathname);
  const current = plotEditorSteps.findIndex((step) => pathname.endsWith(`/${step.path}`));
  const step = plotEditorSteps[current];
  const previous = plotEditorSteps[current - 1];
  const next = plotEditorSteps[current + 1];

  const go = async (target: string, check: boolean) => {
    if (check && step !== undefined) {
      const found = stepIssues(step.path, session.draft, shownStep());
      if (found.length > 0) return refuse(found);
    }
    setProblems([]);
    await session.flush();
    await navigate({ pathname: `/plot-editor/${target}`, search });
  };
  // A step link cannot skip an incomplete step: it stops there and says why.
  const jump = (event: MouseEvent, index: number) => {
    const stop = stopBefore(session.draft, current, index, shownStep());
    if (stop === undefined) {
      setProblems([]);
      void session.flush();
      return;
    }
    event.preventDefault();
    if (stop.index === current) refuse(stop.problems);
    else void go(stop.path, false).then(() => refuse(stop.problems));
  };

  return (
    <EditorSessionContext.Provider value={session}>
      <div className="plot-editor">
        <div className="plot-editor__bar">
          <nav aria-label={t('step.steps')} className="stepper">
            <ol>
              {plotEditorSteps.map((item, index) => (
                <li
                  key={item.path}
                  data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
                >
                  <NavLink
                    to={{ pathname: `/plot-editor/${item.path}`, search }}
                    onClick={(event) => jump(event, index)}
                  >
                    <span className="stepper__index" aria-hidden="true">
                      {index + 1}
                    </span>
                    {t(item.title)}
                  </NavLink>
                </li>
              ))}
            </ol>
          </nav>
          {/* Below ~1024 px the seven steps do not fit on a row: the current one, with previous/next. */}
          <div className="step-compact" role="group" aria-label={t('step.current')}>
            <button
              type="button"
              className="button button--small step-compact__move"
              aria-label={
                previous === undefined
                  ? t('step.previous')
                  : t('step.previousNamed', { title: t(previous.title) })
              }
              disabled={previous === undefined}
              onClick={() => previous !== undefined && void go(previous.path, false)}
            >
              ‹
            </button>
            <p className="step-compact__label">{stepLabel(current)}</p>
            <button
              type="button"
              className="button button--small step-compact__move"
              aria-label={next === undefined ? t('step.next') : t('step.nextNamed', { title: t(next.title) })}
              disabled={next === undefined}
              onClick={() => next !== undefined && void go(next.path, true)}
            >
              ›
            </button>
          </div>
          <SaveStatus
            status={session.status}
            labels={saveLabels}
            action={{ when: 'conflict', label: t('common.reload'), onClick: session.reload }}
          />
        </div>
        <Outlet />
        {problems.length > 0 && refusedDraft === session.draft && (
          <div className="panel panel--error step-problems" role="alert" ref={problemsPanel} tabIndex={-1}>
            <p className="panel__title">{t('step.beforeYouGoOn')}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="step-nav">
          {previous !== undefined ? (
            <button type="button" className="button" onClick={() => void go(previous.path, false)}>
              {t('common.back')}
            </button>
          ) : (
            <span />
          )}
          {next !== undefined && (
            <button type="button" className="button button--primary" onClick={() => void go(next.path, true)}>
              {t('step.nextButton', { title: t(next.title) })}
            </button>
          )}
        </div>
      </div>
    </EditorSessionContext.Provider>
  );
}

export { PlotEditorLayout as Component };
