import {
  complianceResult,
  complianceSections,
  sectionTally,
  sourceCitation,
  type ComplianceReport,
  type ComplianceRow,
  type ComplianceSection,
} from '@plotplan/domain';
import { distanceSummary, requiredText } from './export/report-text';

const metres = (value: number | null) => (value === null ? '—' : `${Number(value.toFixed(2))} m`);

/** The badge's look: a required rule's fail is an error; an unmet recommendation only a caution. */
function badgeClass(row: ComplianceRow): string {
  if (row.status === 'fail') return row.severity === 'error' ? 'fail' : 'unmet';
  return row.status;
}

function RuleRow({ row, section }: { row: ComplianceRow; section: ComplianceSection }) {
  return (
    <tr data-rule-id={row.rule_id} data-status={row.status} data-severity={row.severity}>
      <th scope="row">
        {row.title}
        {row.violations.length > 0 && (
          <ul className={`compliance-table__violations compliance-table__violations--${section.kind}`}>
            {row.violations.map((v) => (
              <li key={`${v.object_ids.join('/')}-${v.edge ?? ''}`}>{v.message}</li>
            ))}
          </ul>
        )}
      </th>
      <td data-label="Result">
        <span className={`status-badge status-badge--${badgeClass(row)}`}>{complianceResult(row)}</span>
      </td>
      <td data-label={section.kind === 'required' ? 'Required' : 'Recommended'}>
        {row.required_m === null ? '—' : requiredText(row.required_m)}
      </td>
      <td data-label="Closest" title={distanceSummary(row)}>
        {row.worst_actual_m !== null && row.worst_actual_m < 0
          ? `overlaps ${metres(-row.worst_actual_m)}`
          : metres(row.worst_actual_m)}
      </td>
      <td data-label="Short by">
        {row.shortfall_m === null || row.shortfall_m === 0 ? '—' : metres(row.shortfall_m)}
      </td>
      <td data-label="Source" className="compliance-table__source">
        {sourceCitation(row.source)}
      </td>
    </tr>
  );
}

function RuleSection({ section }: { section: ComplianceSection }) {
  const headingId = `summary-compliance-${section.kind}`;
  const regionName = section.kind === 'required' ? 'Required rules' : 'Recommendations';
  return (
    <section className="compliance-section" data-section={section.kind} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {section.title} <span className="muted compliance-section__tally">{sectionTally(section)}</span>
      </h3>
      <p className="muted compliance-section__note">
        {section.kind === 'required'
          ? 'Rules the plan must meet: a failed one is an error to fix.'
          : 'Advice from the codes: worth following where the plot allows, not a failure if unmet.'}
      </p>
      {section.rows.length === 0 ? (
        <p className="muted">This rule pack has none.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={regionName} tabIndex={0}>
          <table className="summary-table summary-table--cards compliance-table">
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">Result</th>
                <th scope="col">{section.kind === 'required' ? 'Required' : 'Recommended'}</th>
                <th scope="col">Closest</th>
                <th scope="col">Short by</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <RuleRow key={row.rule_id} row={row} section={section} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Every rule of the plot's pack, required rules (errors) apart from recommendations (warnings):
 * the result, the distances and the source as a citation.
 */
export function ComplianceTable({ report }: { report: ComplianceReport }) {
  const [required, recommended] = complianceSections(report);
  return (
    <section className="panel summary-section" aria-labelledby="summary-compliance">
      <h2 id="summary-compliance">Compliance report</h2>
      <p>
        {report.pack_name}:{' '}
        <strong className={required.unmet > 0 ? 'text-error' : undefined}>
          {required.unmet === 0
            ? 'every required rule is met'
            : `${required.unmet} required ${required.unmet === 1 ? 'rule fails' : 'rules fail'}`}
        </strong>
        {recommended.unmet > 0 &&
          `; ${recommended.unmet} ${recommended.unmet === 1 ? 'recommendation is' : 'recommendations are'} not met`}
        .
      </p>
      <RuleSection section={required} />
      <RuleSection section={recommended} />
    </section>
  );
}
