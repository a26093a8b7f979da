import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { plotEditorSteps, stepProblems } from './plot-editor-steps';
import { autosaveLabels, SaveStatus } from '../../components/save-status';
import { EditorSessionContext, useEditorSessionState } from './state/use-editor-session';

const saveLabels = {
  ...autosaveLabels,
  error: 'Not saved: retrying with your next change',
  local: 'Draft kept in this browser',
};

/** The stepper, the save state and Back/Next around every plot-editor step; the project travels in `?project=`. */
export function PlotEditorLayout() {
  const { search, pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('project');
  const session = useEditorSessionState(raw === null ? undefined : Number(raw));
  const [problems, setProblems] = useState<string[]>([]);
  const problemsPanel = useRef<HTMLDivElement>(null);
  // The list sits below the step's content: on a long step (the catalog) it would appear out of
  // sight and Next would seem to do nothing.
  useEffect(() => {
    if (problems.length > 0) problemsPanel.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [problems]);
  const current = plotEditorSteps.findIndex((step) => pathname.endsWith(`/${step.path}`));
  const step = plotEditorSteps[current];
  const previous = plotEditorSteps[current - 1];
  const next = plotEditorSteps[current + 1];

  const go = async (target: string, check: boolean) => {
    if (check && step !== undefined) {
      const found = stepProblems(step.path, session.draft);
      setProblems(found);
      if (found.length > 0) return;
    }
    setProblems([]);
    await session.flush();
    await navigate({ pathname: `/plot-editor/${target}`, search });
  };

  return (
    <EditorSessionContext.Provider value={session}>
      <div className="plot-editor">
        <div className="plot-editor__bar">
          <nav aria-label="Plot editor steps" className="stepper">
            <ol>
              {plotEditorSteps.map((item, index) => (
                <li
                  key={item.path}
                  data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
                >
                  <NavLink
                    to={{ pathname: `/plot-editor/${item.path}`, search }}
                    onClick={() => void session.flush()}
                  >
                    <span className="stepper__index" aria-hidden="true">
                      {index + 1}
                    </span>
                    {item.title}
                  </NavLink>
                </li>
              ))}
            </ol>
          </nav>
          <SaveStatus
            status={session.status}
            labels={saveLabels}
            action={{ when: 'conflict', label: 'Reload', onClick: session.reload }}
          />
        </div>
        <Outlet />
        {problems.length > 0 && (
          <div className="panel panel--error step-problems" role="alert" ref={problemsPanel}>
            <p className="panel__title">Before you go on:</p>
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
              Back
            </button>
          ) : (
            <span />
          )}
          {next !== undefined && (
            <button type="button" className="button button--primary" onClick={() => void go(next.path, true)}>
              Next: {next.title}
            </button>
          )}
        </div>
      </div>
    </EditorSessionContext.Provider>
  );
}

export { PlotEditorLayout as Component };
