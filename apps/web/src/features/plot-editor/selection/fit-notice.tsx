import type { FitEstimate } from '@plotplan/domain';

interface FitNoticeProps {
  readonly estimate: FitEstimate | undefined;
}

/**
 * What the fit estimate says about the chosen objects: nothing before there is anything to judge,
 * a quiet line when they should fit, and each problem in words when they will not. It does not stop
 * the user: the generator places what fits and lists the rest.
 */
export function FitNotice({ estimate }: FitNoticeProps) {
  if (estimate === undefined) return null;
  if (estimate.fits)
    return (
      <p className="fit-notice fit-notice--fits" role="status">
        Fits: the chosen objects should find room on the plot.
      </p>
    );
  return (
    <div className="fit-notice panel" role="status" aria-labelledby="fit-notice-title">
      <p className="panel__title" id="fit-notice-title">
        Will not fit
      </p>
      <ul>
        {estimate.problems.map((problem) => (
          <li key={problem.landscape_object}>{problem.message}</li>
        ))}
      </ul>
      <p className="muted">
        You can still generate: the plans place what fits and list the rest as not placed, with the reason.
      </p>
    </div>
  );
}
