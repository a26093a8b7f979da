import { NavLink, Outlet, useLocation } from 'react-router';
import { plotEditorSteps } from './plot-editor-steps';

/** The stepper above every plot-editor step; the project id travels in `?project=`. */
export function PlotEditorLayout() {
  const { search, pathname } = useLocation();
  const current = plotEditorSteps.findIndex((step) => pathname.endsWith(`/${step.path}`));
  return (
    <div className="plot-editor">
      <nav aria-label="Plot editor steps" className="stepper">
        <ol>
          {plotEditorSteps.map((step, index) => (
            <li
              key={step.path}
              data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            >
              <NavLink to={{ pathname: `/plot-editor/${step.path}`, search }}>
                <span className="stepper__index" aria-hidden="true">
                  {index + 1}
                </span>
                {step.title}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <Outlet />
    </div>
  );
}

export { PlotEditorLayout as Component };
