import { fitReasonText } from '@plotplan/contract';
import type { FitEstimate, UnitSystem } from '@plotplan/domain';
import { useQuery } from '@tanstack/react-query';
import { catalogQuery } from '../../lib/catalog';
import { useLocale, useT } from '../../lib/i18n';

interface FitNoticeProps {
  readonly estimate: FitEstimate | undefined;
  /** The plot's units: the reasons' lengths and areas in feet and square feet on an imperial plot. */
  readonly units?: UnitSystem;
}

/**
 * What the fit estimate says about the chosen objects: nothing before there is anything to judge,
 * a quiet line when they should fit, and when they will not, which object a plan will lack first
 * (by its catalogue name) and each problem in words. It does not stop the user: the generator
 * places what fits and lists the rest.
 */
export function FitNotice({ estimate, units = 'metric' }: FitNoticeProps) {
  const t = useT();
  const locale = useLocale();
  const catalog = useQuery(catalogQuery());
  if (estimate === undefined) return null;
  const first =
    estimate.first === undefined
      ? undefined
      : catalog.data?.objects.find((o) => o.code === estimate.first)?.name;
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
      {first !== undefined && <p className="fit-notice__first">{t('fit.firstLeftOut', { object: first })}</p>}
      <ul>
        {estimate.problems.map((problem) => (
          <li key={problem.landscape_object}>{fitReasonText(problem.reason, locale, units)}</li>
        ))}
      </ul>
      <p className="muted">{t('fit.stillGenerate')}</p>
    </div>
  );
}
