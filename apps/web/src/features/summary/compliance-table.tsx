import {
  complianceSections,
  type ComplianceReport,
  type ComplianceRow,
  type ComplianceSection,
  type UnitSystem,
  type Violation,
} from '@plotplan/domain';
import { useLocale, useT } from '../../lib/i18n';
import {
  distanceSummary,
  metresIn,
  packName,
  resultText,
  ruleCitation,
  ruleTitle,
  tallyText,
} from './compliance-text';

/** A violation in words, in the interface's language (violation-text.ts). */
export type DescribeViolation = (v: Violation, row: ComplianceRow) => string;

/** The badge's look: a required rule's fail is an error; an unmet recommendation only a caution. */
function badgeClass(row: ComplianceRow): string {
  if (row.status === 'fail') return row.severity === 'error' ? 'fail' : 'unmet';
  return row.status;
}

interface RowProps {
  readonly row: ComplianceRow;
  readonly section: ComplianceSection;
  readonly describe: DescribeViolation;
  readonly units: UnitSystem;
}

function RuleRow({ row, section, describe, units }: RowProps) {
  const t = useT();
  const locale = useLocale();
  const m = (value: number | null) => (value === null ? '—' : metresIn(t, locale, value, units));
  return (
    <tr data-rule-id={row.rule_id} data-status={row.status} data-severity={row.severity}>
      <th scope="row">
        {ruleTitle(locale, row)}
        {row.violations.length > 0 && (
          <ul className={`compliance-table__violations compliance-table__violations--${section.kind}`}>
            {row.violations.map((v) => (
              <li key={`${v.object_ids.join('/')}-${v.edge ?? ''}`}>{describe(v, row)}</li>
            ))}
          </ul>
        )}
      </th>
      <td data-label={t('compliance.result')}>
        <span className={`status-badge status-badge--${badgeClass(row)}`}>
          {resultText(t, locale, row, units)}
        </span>
      </td>
      <td data-label={section.kind === 'required' ? t('compliance.required') : t('compliance.recommended')}>
        {row.required_m === null
          ? '—'
          : row.required_m < 0
            ? t('compliance.atMostOver', { value: m(-row.required_m) })
            : m(row.required_m)}
      </td>
      <td data-label={t('compliance.closest')} title={distanceSummary(t, locale, row, units)}>
        {row.worst_actual_m !== null && row.worst_actual_m < 0
          ? t('compliance.overlaps', { value: m(-row.worst_actual_m) })
          : m(row.worst_actual_m)}
      </td>
      <td data-label={t('compliance.shortBy')}>
        {row.shortfall_m === null || row.shortfall_m === 0 ? '—' : m(row.shortfall_m)}
      </td>
      <td data-label={t('compliance.source')} className="compliance-table__source">
        {ruleCitation(locale, row)}
      </td>
    </tr>
  );
}

function RuleSection({
  section,
  describe,
  units,
}: {
  section: ComplianceSection;
  describe: DescribeViolation;
  units: UnitSystem;
}) {
  const t = useT();
  const headingId = `summary-compliance-${section.kind}`;
  const required = section.kind === 'required';
  const tally = tallyText(t, section);
  return (
    <section className="compliance-section" data-section={section.kind} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {required ? t('compliance.required') : t('compliance.recommendations')}{' '}
        <span className="muted compliance-section__tally">{tally}</span>
      </h3>
      <p className="muted compliance-section__note">
        {required ? t('compliance.requiredNote') : t('compliance.recommendedNote')}
      </p>
      {section.rows.length === 0 ? (
        <p className="muted">{t('compliance.none')}</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-label={required ? t('compliance.requiredRules') : t('compliance.recommendations')}
          tabIndex={0}
        >
          <table className="summary-table summary-table--cards compliance-table">
            <thead>
              <tr>
                <th scope="col">{t('compliance.rule')}</th>
                <th scope="col">{t('compliance.result')}</th>
                <th scope="col">{required ? t('compliance.required') : t('compliance.recommended')}</th>
                <th scope="col">{t('compliance.closest')}</th>
                <th scope="col">{t('compliance.shortBy')}</th>
                <th scope="col">{t('compliance.source')}</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <RuleRow key={row.rule_id} row={row} section={section} describe={describe} units={units} />
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
export function ComplianceTable({
  report,
  describe = (v) => v.message,
  units = 'metric',
}: {
  readonly report: ComplianceReport;
  readonly describe?: DescribeViolation;
  /** The plot's unit system: distances in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}) {
  const t = useT();
  const [required, recommended] = complianceSections(report);
  return (
    <section className="panel summary-section" aria-labelledby="summary-compliance">
      <h2 id="summary-compliance">{t('compliance.title')}</h2>
      <p>
        {packName(t, report)}:{' '}
        <strong className={required.unmet > 0 ? 'text-error' : undefined}>
          {required.unmet === 0
            ? t('compliance.allMet')
            : t('compliance.requiredFail', { count: required.unmet })}
        </strong>
        {recommended.unmet > 0 && t('compliance.recommendationsUnmet', { count: recommended.unmet })}.
      </p>
      <RuleSection section={required} describe={describe} units={units} />
      <RuleSection section={recommended} describe={describe} units={units} />
    </section>
  );
}
