import { t } from '../../../lib/i18n';
import type { PlanMetrics } from '@plotplan/contract';
import {
  areaShares,
  complianceResult,
  complianceSections,
  sectionTally,
  sourceCitation,
  type ComplianceReport,
  type ComplianceRow,
} from '@plotplan/domain';
import { formatArea, formatPercent } from '../area-format';
import { sunClassLabel, type ObjectRow } from '../object-rows';

export interface ReportLine {
  readonly text: string;
  readonly bold?: boolean;
  /** Indent level: continuation lines of an entry are indented. */
  readonly indent?: number;
}

/** Lines printed together: one object, one rule with its source and violations. Never split. */
export type ReportEntry = readonly ReportLine[];

export interface ReportSection {
  readonly title: string;
  readonly entries: readonly ReportEntry[];
}

const m = (value: number) => `${Number(value.toFixed(2))} m`;

/**
 * A rule's distance in words. A negative one is an allowed overhang (a crown may reach 1 m over the
 * street: -1 m), which "-1 m" would not say.
 */
export const requiredText = (value: number): string => (value < 0 ? `at most ${m(-value)} over` : m(value));

/** What a compliance row says about distances, in words ("needs 8 m, worst 6.2 m, 1.8 m short"). */
export function distanceSummary(row: ComplianceRow): string {
  if (row.required_m === null) return row.status === 'fail' ? 'outside the plot' : 'inside the plot';
  const parts = [`${row.severity === 'warning' ? 'recommended' : 'needs'} ${requiredText(row.required_m)}`];
  if (row.worst_actual_m !== null)
    parts.push(
      row.worst_actual_m < 0 ? `overlaps by ${m(-row.worst_actual_m)}` : `closest ${m(row.worst_actual_m)}`,
    );
  if (row.shortfall_m !== null && row.shortfall_m > 0) parts.push(`${m(row.shortfall_m)} short`);
  return parts.join(', ');
}

/** The PDF's text pages: areas, the object list with sun hours, and the compliance report. */
export function reportSections(input: {
  readonly metrics: PlanMetrics | null;
  readonly objects: readonly ObjectRow[];
  readonly sunNote?: string;
  readonly compliance: ComplianceReport | null;
}): ReportSection[] {
  const sections: ReportSection[] = [];
  if (input.metrics !== null) {
    sections.push({
      title: 'Areas',
      entries: [
        [{ text: `Plot ${formatArea(input.metrics.plot_area_m2)}` }],
        ...areaShares(input.metrics).map((s) => [
          { text: `${s.label}: ${formatArea(s.area_m2)} (${formatPercent(s.percent)})` },
        ]),
      ],
    });
  }
  sections.push({
    title: `Objects (${input.objects.length})`,
    entries: [
      ...input.objects.map((o) => [
        {
          text: [
            `${o.number}. ${o.name}`,
            o.size,
            o.rotation === '—' ? undefined : `rotated ${o.rotation}`,
            o.sun_hours === undefined || o.sun_class === undefined
              ? undefined
              : `${o.sun_hours.toFixed(1)} h sun (${t(sunClassLabel[o.sun_class])})`,
          ]
            .filter((part) => part !== undefined)
            .join(', '),
        },
      ]),
      ...(input.sunNote === undefined ? [] : [[{ text: input.sunNote, indent: 1 }]]),
    ],
  });
  if (input.compliance !== null) {
    for (const part of complianceSections(input.compliance)) {
      if (part.rows.length === 0) continue;
      sections.push({
        title: part.kind === 'required' ? `Required rules: ${input.compliance.pack_name}` : 'Recommendations',
        entries: [
          [{ text: sectionTally(part) }],
          ...part.rows.map((row): ReportEntry => [
            {
              text: `${complianceResult(row)}: ${row.title}`,
              bold: row.status === 'fail' && row.severity === 'error',
            },
            { text: `${capitalised(distanceSummary(row))}.`, indent: 1 },
            { text: `Source: ${sourceCitation(row.source)}`, indent: 1 },
            ...row.violations.map((v) => ({ text: v.message, indent: 2 })),
          ]),
        ],
      });
    }
  }
  return sections;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
