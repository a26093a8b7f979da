import type { ComplianceReport, ComplianceRow } from './compliance-report.js';

/** Who issued each code the packs cite, so a source reads as document, clause and publisher. */
const PUBLISHERS: readonly (readonly [prefix: string, publisher: string])[] = [
  ['SP 53.13330', 'Minstroy of Russia'],
  ['SP 42.13330', 'Minstroy of Russia'],
  ['SP 30-102-99', 'Gosstroy of Russia'],
  ['SNiP 30-02-97', 'Gosstroy of Russia'],
  ['SanPiN', 'Rospotrebnadzor'],
];

/** "SP 53.13330.2019 6.7" or "SNiP 30-02-97* table 2": a code's designation, then its clause. */
const CODE_AND_CLAUSE = /^((?:SP|SNiP|SanPiN) [\d.*-]+?\*?)(?: (table \d+|\d+(?:\.\d+)*\*?))?(?: \((.+)\))?$/;

/**
 * A rule's source as a reader cites it: "SP 53.13330.2019, clause 6.7 (Minstroy of Russia)",
 * "SNiP 30-02-97*, table 2 (Gosstroy of Russia)"; a quoting website reads "as quoted by". Sources
 * that are not a Russian code (a county code, a convention) are already written as citations.
 */
export function sourceCitation(source: string): string {
  const code = CODE_AND_CLAUSE.exec(source.trim());
  if (code === null) return source.replace(/\bquoted at\b/g, 'as quoted by');
  const [, document = '', clause, aside] = code;
  const publisher = PUBLISHERS.find(([prefix]) => document.startsWith(prefix))?.[1];
  const parts = [document];
  if (clause !== undefined) parts.push(clause.startsWith('table') ? clause : `clause ${clause}`);
  const notes = [aside?.replace(/\bquoted at\b/g, 'as quoted by'), publisher].filter(
    (note): note is string => note !== undefined && note !== '',
  );
  return `${parts.join(', ')}${notes.length === 0 ? '' : ` (${notes.join('; ')})`}`;
}

const metres = (value: number) => `${Number(value.toFixed(2))} m`;

/**
 * A row's result in words. A required rule (an error) passes or fails; a recommendation (a
 * warning) is met or not met, with what it recommends: "Not met (recommended 50 m)".
 */
export function complianceResult(row: ComplianceRow): string {
  if (row.status === 'not_applicable') return 'Not applicable';
  if (row.severity === 'error') return row.status === 'pass' ? 'Pass' : 'Fail';
  if (row.status === 'pass') return 'Met';
  return row.required_m === null || row.required_m <= 0
    ? 'Not met (recommended)'
    : `Not met (recommended ${metres(row.required_m)})`;
}

export interface ComplianceSection {
  readonly kind: 'required' | 'recommended';
  readonly title: string;
  readonly rows: readonly ComplianceRow[];
  readonly met: number;
  readonly unmet: number;
  readonly not_applicable: number;
}

function section(kind: ComplianceSection['kind'], rows: readonly ComplianceRow[]): ComplianceSection {
  return {
    kind,
    title: kind === 'required' ? 'Required' : 'Recommendations',
    rows,
    met: rows.filter((r) => r.status === 'pass').length,
    unmet: rows.filter((r) => r.status === 'fail').length,
    not_applicable: rows.filter((r) => r.status === 'not_applicable').length,
  };
}

/** The report in two parts: required rules (errors) first, then recommendations (warnings). */
export function complianceSections(
  report: ComplianceReport,
): readonly [ComplianceSection, ComplianceSection] {
  return [
    section(
      'required',
      report.rows.filter((r) => r.severity === 'error'),
    ),
    section(
      'recommended',
      report.rows.filter((r) => r.severity === 'warning'),
    ),
  ];
}

/** A section's tally: "9 met, 1 failed, 4 not applicable" or "2 met, 1 not met". */
export function sectionTally(section: ComplianceSection): string {
  const unmet = section.kind === 'required' ? 'failed' : 'not met';
  const parts = [`${section.met} met`, `${section.unmet} ${unmet}`];
  if (section.not_applicable > 0) parts.push(`${section.not_applicable} not applicable`);
  return parts.join(', ');
}
