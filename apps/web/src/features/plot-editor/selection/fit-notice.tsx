import type { FitEstimate } from '@plotplan/domain';
import { useT } from '../../../lib/i18n';

interface FitNoticeProps {
  readonly estimate: FitEstimate | undefined;
}

/**
 * What the fit estimate says about the chosen objects: nothing before there is anything to judge,
 * a quiet line when they should fit, and each problem in words when they will not. It does not stop
 * the user: the generator places what fits and lists the rest.
 */
export function FitNotice({ estimate }: FitNoticeProps) {
  const t = useT();
  if (estimate === undefined) return null;
  if (estimate.fits)
    return (
      <p className="fit-notice fit-notice--fits" role="status">
        {t('fit.fits')}
      </p>
    );
  return (
    <div className="fit-notice panel" role="status" aria-labelledby="fit-notice-title">
      <p className="panel__title" id="fit-notice-title">
        {t('fit.willNotFit')}
      </p>
      <ul>
        {estimate.problems.map((problem) => (
          <li key={problem.landscape_object}>{problem.message}</li>
        ))}
      </ul>
      <p className="muted">{t('fit.stillGenerate')}</p>
    </div>
  );
}
