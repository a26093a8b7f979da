import type { Plan, Plot } from '@plotplan/domain';
import { type ObjectStyles, PlanThumbnail } from '../../lib/plan-canvas';
import { useT } from '../../lib/i18n';
import { formatScore, ScoreBreakdown } from '../generations';

export interface VariantResultProps {
  readonly title: string;
  readonly plot: Plot | null;
  readonly plan: Plan | null;
  readonly score: number | null;
  readonly breakdown: Readonly<Record<string, number>> | null;
  readonly violations: readonly { readonly severity: 'error' | 'warning'; readonly message: string }[];
  /** e.g. "412 ms"; absent while unknown. */
  readonly timing?: string | undefined;
  readonly status?: string | undefined;
  readonly error?: string | null | undefined;
  readonly styles: ObjectStyles;
}

/** One bench result: the plan, its score and breakdown, what the checker found, and how long it took. */
export function VariantResult(props: VariantResultProps) {
  const { title, plot, plan, styles } = props;
  const t = useT();
  return (
    <article className="bench-result card" aria-label={title}>
      <h3 className="bench-result__title">
        {title} · <strong>{formatScore(props.score)}</strong>
      </h3>
      {props.timing !== undefined && <p className="muted bench-result__timing">{props.timing}</p>}
      {props.status !== undefined && <p className="muted">{props.status}</p>}
      {props.error !== undefined && props.error !== null && (
        <p className="generation-card__error">{t('bench.failed', { error: props.error })}</p>
      )}
      {plan !== null && (
        <PlanThumbnail plot={plot} plan={plan} styles={styles} label={t('bench.planOf', { title })} />
      )}
      <ScoreBreakdown breakdown={props.breakdown} label={t('bench.breakdownOf', { title })} />
      {plan !== null &&
        (props.violations.length === 0 ? (
          <p className="muted">{t('bench.noViolations')}</p>
        ) : (
          <ul className="bench-result__violations" aria-label={t('bench.violationsIn', { title })}>
            {props.violations.map((v, i) => (
              <li key={i} data-severity={v.severity}>
                <span className="bench-result__severity">
                  {v.severity === 'error' ? t('bench.error') : t('bench.warning')}:
                </span>{' '}
                {v.message}
              </li>
            ))}
          </ul>
        ))}
    </article>
  );
}

export const formatMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
