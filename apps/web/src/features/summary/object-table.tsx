import type { ObjectRow } from './object-rows';
import { sunClassLabel } from './object-rows';
import { formatNumber, useLocale, useT } from '../../lib/i18n';
import type { ObjectSun } from './sun/use-object-sun';

function SunCell({ row, sun }: { row: ObjectRow; sun: ObjectSun }) {
  const t = useT();
  const locale = useLocale();
  if (sun.status === 'computing')
    return <span className="skeleton skeleton--text" aria-label={t('summary.computing')} />;
  if (sun.status !== 'ready') return <span className="muted">—</span>;
  if (row.sun_hours === undefined || row.sun_class === undefined)
    return <span className="muted">{t('summary.outsidePlot')}</span>;
  return (
    <span className="sun-hours" data-sun-class={row.sun_class}>
      {t('summary.sunHours', { hours: formatNumber(locale, row.sun_hours, { decimals: 1, fixed: true }) })}{' '}
      <span className="muted">({t(sunClassLabel[row.sun_class])})</span>
    </span>
  );
}

/** The plan's objects with size, rotation and mean sun hours over the growing season. */
export function ObjectTable({ rows, sun }: { rows: readonly ObjectRow[]; sun: ObjectSun }) {
  const t = useT();
  return (
    <section className="panel summary-section" aria-labelledby="summary-objects">
      <h2 id="summary-objects">{t('summary.objectsHeading', { count: rows.length })}</h2>
      {sun.status === 'no-location' && <p className="muted">{t('summary.sunNeedsLocation')}</p>}
      {sun.status === 'error' && (
        <p className="field__error">{t('summary.sunFailed', { message: sun.message })}</p>
      )}
      <div className="table-scroll" role="region" aria-label={t('summary.objectList')} tabIndex={0}>
        <table className="summary-table summary-table--cards" aria-busy={sun.status === 'computing'}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('summary.name')}</th>
              <th scope="col">{t('summary.size')}</th>
              <th scope="col">{t('summary.rotation')}</th>
              <th scope="col">{t('summary.sunPerDay')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-object-id={row.id}>
                <td data-label={t('summary.number')} className="summary-table__number">
                  {row.number}
                </td>
                <th scope="row">
                  <span className="swatch" style={{ background: row.color }} aria-hidden="true" />
                  {row.name}
                  <span className="muted summary-table__type"> {row.type}</span>
                </th>
                <td data-label={t('summary.size')}>{row.size}</td>
                <td data-label={t('summary.rotation')}>{row.rotation}</td>
                <td data-label={t('summary.sunPerDayShort')}>
                  <SunCell row={row} sun={sun} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
