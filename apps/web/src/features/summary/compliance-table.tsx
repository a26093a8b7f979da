import type { ComplianceReport } from '@plotplan/domain';
import { distanceSummary, statusLabel } from './export/report-text';

const metres = (value: number | null) => (value === null ? '—' : `${Number(value.toFixed(2))} m`);

/** Every rule of the plot's pack: pass, fail or not applicable, the distances, and the source. */
export function ComplianceTable({ report }: { report: ComplianceReport }) {
  return (
    <section className="panel summary-section" aria-labelledby="summary-compliance">
      <h2 id="summary-compliance">Compliance report</h2>
      <p>
        {report.pack_name}: <strong>{report.passed} passed</strong>,{' '}
        <strong className={report.failed > 0 ? 'text-error' : undefined}>{report.failed} failed</strong>,{' '}
        {report.not_applicable} not applicable
      </p>
      <div className="table-scroll" role="region" aria-label="Compliance by rule" tabIndex={0}>
        <table className="summary-table compliance-table">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Result</th>
              <th scope="col">Required</th>
              <th scope="col">Worst actual</th>
              <th scope="col">Shortfall</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.rule_id} data-rule-id={row.rule_id} data-status={row.status}>
                <th scope="row">
                  {row.title}
                  {row.violations.length > 0 && (
                    <ul className="compliance-table__violations">
                      {row.violations.map((v) => (
                        <li key={`${v.object_ids.join('/')}-${v.edge ?? ''}`}>{v.message}</li>
                      ))}
                    </ul>
                  )}
                </th>
                <td>
                  <span className={`status-badge status-badge--${row.status}`}>
                    {statusLabel[row.status]}
                    {row.status === 'fail' && row.severity === 'warning' ? ' (warning)' : ''}
                  </span>
                </td>
                <td>{row.required_m === null ? '—' : metres(row.required_m)}</td>
                <td title={distanceSummary(row)}>
                  {row.worst_actual_m !== null && row.worst_actual_m < 0
                    ? `overlaps ${metres(-row.worst_actual_m)}`
                    : metres(row.worst_actual_m)}
                </td>
                <td>{row.shortfall_m === null || row.shortfall_m === 0 ? '—' : metres(row.shortfall_m)}</td>
                <td className="compliance-table__source">{row.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
