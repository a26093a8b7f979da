import {
  russianCitation,
  russianRuleTitle,
  type RulePack,
  type UnitSystem,
  type Violation,
} from '@plotplan/domain';
import { useMemo } from 'react';
import { formatNumber, useLocale, useT } from '../../../lib/i18n';
import { formatLength } from '../../../lib/units';

interface ViolationsPanelProps {
  readonly violations: readonly Violation[];
  readonly pack: RulePack;
  readonly selectedIds: readonly string[];
  readonly onSelect: (ids: readonly string[]) => void;
  /** A violation in words, in the interface language (`violationText`); default its own message. */
  readonly describe?: (v: Violation) => string;
  /** The plot's unit system: the figures in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}

/** A crowded plan can break a rule a thousand times; listing them all would slow every drag. */
const LISTED_VIOLATIONS = 100;

/**
 * Every broken rule of the plan as it is now (checked in the browser on each change): the rule's
 * title, what it requires and where that comes from, and by how much the plan misses it. Choosing
 * one selects its objects on the plan.
 */
export function ViolationsPanel({
  violations,
  pack,
  selectedIds,
  onSelect,
  describe = (v) => v.message,
  units = 'metric',
}: ViolationsPanelProps) {
  const t = useT();
  const locale = useLocale();
  const metres = (d: number): string =>
    units === 'imperial'
      ? formatLength(units, locale, d)
      : t('unit.m', { value: formatNumber(locale, Number(d.toFixed(2)), { decimals: 2, grouping: false }) });
  const rules = useMemo(() => new Map(pack.rules.map((r) => [r.id, r])), [pack]);
  const sorted = useMemo(
    () =>
      [...violations]
        .sort((a, b) =>
          a.severity === b.severity ? b.shortfall_m - a.shortfall_m : a.severity === 'error' ? -1 : 1,
        )
        .slice(0, LISTED_VIOLATIONS),
    [violations],
  );
  const errors = violations.filter((v) => v.severity === 'error').length;
  const warnings = violations.length - errors;
  return (
    <section className="editor-panel violations-panel" aria-labelledby="violations-title">
      <h2 id="violations-title" className="editor-panel__title">
        {t('violations.title')}
      </h2>
      <p className="muted" role="status" aria-live="polite" data-testid="violation-count">
        {violations.length === 0
          ? t('violations.allMet')
          : `${t('violations.problems', { count: errors })}${warnings > 0 ? `, ${t('violations.warnings', { count: warnings })}` : ''}`}
      </p>
      {sorted.length > 0 && (
        <ul className="violations-list" aria-label={t('violations.broken')}>
          {sorted.map((v, i) => {
            const rule = rules.get(v.rule_id);
            const active = v.object_ids.length > 0 && v.object_ids.every((id) => selectedIds.includes(id));
            return (
              <li key={`${v.rule_id}-${v.object_ids.join('-')}-${v.edge ?? ''}-${i}`}>
                <button
                  type="button"
                  className={`violation violation--${v.severity}${active ? ' violation--active' : ''}`}
                  aria-pressed={active}
                  data-rule={v.rule_id}
                  onClick={() => onSelect(v.object_ids)}
                >
                  <span className="violation__title">
                    {rule === undefined ? v.rule_id : locale === 'ru' ? russianRuleTitle(rule) : rule.title}
                  </span>
                  <span className="violation__message">{describe(v)}</span>
                  <span className="violation__figures">
                    {t('violations.figures', {
                      required: metres(v.required_m),
                      short: metres(v.shortfall_m),
                    })}
                    {rule !== undefined && (
                      <span className="violation__source">
                        {' · '}
                        {locale === 'ru' ? russianCitation(rule.source) : rule.source}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {violations.length > sorted.length && (
        <p className="muted">
          {t('violations.listed', { shown: String(sorted.length), total: String(violations.length) })}
        </p>
      )}
    </section>
  );
}
