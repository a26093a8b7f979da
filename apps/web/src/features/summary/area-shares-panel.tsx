import type { PlanMetrics } from '@plotplan/contract';
import { areaShares, type AreaShare, type UnitSystem } from '@plotplan/domain';
import { formatArea, formatPercent } from './area-format';
import { useT, type MessageKey } from '../../lib/i18n';

const shareLabels: Readonly<Record<AreaShare['key'], MessageKey>> = {
  built_up: 'summary.share.built_up',
  paved: 'summary.share.paved',
  green: 'summary.share.green',
  free: 'summary.share.free',
};

/** The plot's area and the built-up, paved, green and free shares, each with a bar. */
export function AreaSharesPanel({
  metrics,
  units = 'metric',
}: {
  metrics: PlanMetrics | null;
  readonly units?: UnitSystem;
}) {
  const t = useT();
  return (
    <section className="panel summary-section" aria-labelledby="summary-areas">
      <h2 id="summary-areas">{t('summary.areas')}</h2>
      {metrics === null ? (
        <p className="muted">{t('summary.areasLater')}</p>
      ) : (
        <>
          <p>
            {t('summary.plotArea')} <strong>{formatArea(metrics.plot_area_m2, units)}</strong>,{' '}
            {t('count.objects', { count: metrics.object_count })}
          </p>
          <ul className="area-shares" aria-label={t('summary.shares')}>
            {areaShares(metrics).map((share) => (
              <li key={share.key} className="area-share" data-share={share.key}>
                <span className="area-share__label">{t(shareLabels[share.key])}</span>
                <span className="area-share__value">
                  {formatArea(share.area_m2, units)}{' '}
                  <span className="muted">({formatPercent(share.percent)})</span>
                </span>
                <span className="area-share__bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, share.percent)}%` }} />
                </span>
              </li>
            ))}
          </ul>
          <p className="muted area-shares__note">{t('summary.greenNote')}</p>
        </>
      )}
    </section>
  );
}
