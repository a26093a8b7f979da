import {
  russianCitation,
  russianRuleTitle,
  sourceCitation,
  type ComplianceReport,
  type ComplianceRow,
  type ComplianceSection,
  type UnitSystem,
} from '@plotplan/domain';
import type { Locale } from '@plotplan/contract/locale';
import { formatNumber, type MessageKey, type Translate } from '../../lib/i18n';
import { formatLength } from '../../lib/units';

// The compliance report in words, shared by the summary's table and the PDF's report pages.

/** A distance of a rule in metres: "8 m", "8 м"; on an imperial plot in feet and inches: "26' 3"". */
export const metresIn = (
  t: Translate,
  locale: Locale,
  value: number,
  units: UnitSystem = 'metric',
): string =>
  units === 'imperial'
    ? formatLength(units, locale, value)
    : t('unit.m', {
        value: formatNumber(locale, Number(value.toFixed(2)), { decimals: 2, grouping: false }),
      });

/** A row's result in words: Pass / Fail for a required rule, Met / Not met for a recommendation. */
export function resultText(
  t: Translate,
  locale: Locale,
  row: ComplianceRow,
  units: UnitSystem = 'metric',
): string {
  if (row.status === 'not_applicable') return t('compliance.notApplicable');
  if (row.severity === 'error') return row.status === 'pass' ? t('compliance.pass') : t('compliance.fail');
  if (row.status === 'pass') return t('compliance.met');
  return row.required_m === null || row.required_m <= 0
    ? t('compliance.notMetRecommended')
    : t('compliance.notMetRecommendedValue', { value: metresIn(t, locale, row.required_m, units) });
}

/** "needs 8 m, closest 6.2 m, 1.8 m short". */
export function distanceSummary(
  t: Translate,
  locale: Locale,
  row: ComplianceRow,
  units: UnitSystem = 'metric',
): string {
  const m = (v: number) => metresIn(t, locale, v, units);
  if (row.required_m === null)
    return row.status === 'fail' ? t('compliance.outside') : t('compliance.inside');
  const required =
    row.required_m < 0 ? t('compliance.atMostOver', { value: m(-row.required_m) }) : m(row.required_m);
  const parts = [
    row.severity === 'warning'
      ? t('compliance.recommendedValue', { value: required })
      : t('compliance.needs', { value: required }),
  ];
  if (row.worst_actual_m !== null) {
    parts.push(
      row.worst_actual_m < 0
        ? t('compliance.overlapsBy', { value: m(-row.worst_actual_m) })
        : t('compliance.closestValue', { value: m(row.worst_actual_m) }),
    );
  }
  if (row.shortfall_m !== null && row.shortfall_m > 0)
    parts.push(t('compliance.short', { value: m(row.shortfall_m) }));
  return parts.join(', ');
}

/** "3 met, 1 failed, 2 not applicable". */
export function tallyText(t: Translate, section: ComplianceSection): string {
  const required = section.kind === 'required';
  return [
    t('compliance.tallyMet', { count: section.met }),
    required
      ? t('compliance.tallyFailed', { count: section.unmet })
      : t('compliance.tallyNotMet', { count: section.unmet }),
    ...(section.not_applicable > 0
      ? [t('compliance.tallyNotApplicable', { count: section.not_applicable })]
      : []),
  ].join(', ');
}

/** A rule's title in the language (Russian titles from the domain's table). */
export const ruleTitle = (locale: Locale, row: ComplianceRow): string =>
  locale === 'ru' ? russianRuleTitle({ id: row.rule_id, title: row.title }) : row.title;

/** A rule's source as a citation, in its original language for Russian codes. */
export const ruleCitation = (locale: Locale, row: ComplianceRow): string =>
  locale === 'ru' ? russianCitation(row.source) : sourceCitation(row.source);

const packNames: Readonly<Record<string, MessageKey>> = {
  'ru-snt': 'report.pack.ruSnt',
  'ru-izhs': 'report.pack.ruIzhs',
  'us-typical': 'report.pack.usTypical',
};

/** The rule pack's name in the reader's language ("Russia: garden plot (SNT)"); a pack we do not know by its own. */
export const packName = (t: Translate, report: Pick<ComplianceReport, 'pack_id' | 'pack_name'>): string => {
  const key = packNames[report.pack_id];
  return key === undefined ? report.pack_name : t(key);
};
