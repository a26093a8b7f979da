import type { PlanMetrics } from '@plotplan/contract';
import { areaShares } from '@plotplan/domain';
import { formatArea, formatPercent } from './area-format';

/** The plot's area and the built-up, paved, green and free shares, each with a bar. */
export function AreaSharesPanel({ metrics }: { metrics: PlanMetrics | null }) {
  return (
    <section className="panel summary-section" aria-labelledby="summary-areas">
      <h2 id="summary-areas">Areas</h2>
      {metrics === null ? (
        <p className="muted">The areas are worked out once the project has a plot and a plan.</p>
      ) : (
        <>
          <p>
            Plot area <strong>{formatArea(metrics.plot_area_m2)}</strong>, {metrics.object_count}{' '}
            {metrics.object_count === 1 ? 'object' : 'objects'}
          </p>
          <ul className="area-shares" aria-label="Area shares">
            {areaShares(metrics).map((share) => (
              <li key={share.key} className="area-share" data-share={share.key}>
                <span className="area-share__label">{share.label}</span>
                <span className="area-share__value">
                  {formatArea(share.area_m2)} <span className="muted">({formatPercent(share.percent)})</span>
                </span>
                <span className="area-share__bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, share.percent)}%` }} />
                </span>
              </li>
            ))}
          </ul>
          <p className="muted area-shares__note">
            Green is everything that grows: beds, trees, shrubs and flowers, and the lawn (the bill of
            quantities&apos; &ldquo;Lawn&rdquo;: the open ground and the ground under tree crowns). Free is
            the ground with nothing on it, part of the lawn.
          </p>
        </>
      )}
    </section>
  );
}
