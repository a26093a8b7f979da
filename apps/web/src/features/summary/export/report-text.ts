import type { Locale } from '@plotplan/contract/locale';
import type { PlanMetrics } from '@plotplan/contract';
import {
  areaShares,
  complianceSections,
  type AreaShare,
  type ComplianceReport,
  type ComplianceRow,
  type UnitSystem,
  type Violation,
} from '@plotplan/domain';
import { formatArea, formatNumber, translatorFor, type MessageKey } from '../../../lib/i18n';
import { formatAreaIn } from '../../../lib/units';
import { formatPercent } from '../area-format';
import {
  distanceSummary,
  packName,
  resultText,
  ruleCitation,
  ruleTitle,
  tallyText,
} from '../compliance-text';
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

const shareLabels: Record<AreaShare['key'], MessageKey> = {
  built_up: 'summary.share.built_up',
  paved: 'summary.share.paved',
  green: 'summary.share.green',
  free: 'summary.share.free',
};

/**
 * The PDF's text pages in the given language: areas, the object list with sun hours, and the
 * compliance report (rule titles and violations in that language, citations as written).
 */
export function reportSections(input: {
  readonly locale: Locale;
  readonly metrics: PlanMetrics | null;
  readonly objects: readonly ObjectRow[];
  readonly sunNote?: string;
  readonly compliance: ComplianceReport | null;
  /** A violation in words (violationText); its English message by default. */
  readonly describe?: (v: Violation, row: ComplianceRow) => string;
  /** The plot's unit system: areas in square feet and distances in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}): ReportSection[] {
  const { locale } = input;
  const units = input.units ?? 'metric';
  const t = translatorFor(locale);
  const area = (m2: number) =>
    units === 'imperial' ? formatAreaIn(units, locale, m2) : formatArea(locale, m2);
  const describe = input.describe ?? ((v: Violation) => v.message);
  const sections: ReportSection[] = [];
  if (input.metrics !== null) {
    sections.push({
      title: t('summary.areas'),
      entries: [
        [{ text: t('report.plot', { area: area(input.metrics.plot_area_m2) }) }],
        ...areaShares(input.metrics).map((s) => [
          { text: `${t(shareLabels[s.key])}: ${area(s.area_m2)} (${formatPercent(s.percent)})` },
        ]),
      ],
    });
  }
  sections.push({
    title: t('summary.objectsHeading', { count: input.objects.length }),
    entries: [
      ...input.objects.map((o) => [
        {
          text: [
            `${o.number}. ${o.name}`,
            o.size,
            o.rotation === '—' ? undefined : t('report.rotated', { angle: o.rotation }),
            o.sun_hours === undefined || o.sun_class === undefined
              ? undefined
              : t('report.sun', {
                  hours: formatNumber(locale, o.sun_hours, { decimals: 1, fixed: true }),
                  sunClass: t(sunClassLabel[o.sun_class]),
                }),
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
        title:
          part.kind === 'required'
            ? t('report.requiredRules', { pack: packName(t, input.compliance) })
            : t('compliance.recommendations'),
        entries: [
          [{ text: tallyText(t, part) }],
          ...part.rows.map((row): ReportEntry => [
            {
              text: `${resultText(t, locale, row, units)}: ${ruleTitle(locale, row)}`,
              bold: row.status === 'fail' && row.severity === 'error',
            },
            { text: `${capitalised(distanceSummary(t, locale, row, units))}.`, indent: 1 },
            { text: t('report.source', { citation: ruleCitation(locale, row) }), indent: 1 },
            ...row.violations.map((v) => ({ text: describe(v, row), indent: 2 })),
          ]),
        ],
      });
    }
  }
  return sections;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
