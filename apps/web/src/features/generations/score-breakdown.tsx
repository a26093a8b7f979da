import type { SoftGoalName } from '@plotplan/contract';
import { scoreToBars } from './score-bars';
import { useT } from '../../lib/i18n';

interface ScoreBreakdownProps {
  readonly breakdown: Readonly<Record<string, number>> | null;
  /** Names the list for assistive technology, e.g. "Score breakdown of Variant 3". */
  readonly label: string;
  readonly size?: 'small' | 'large';
  /** Goals to mark as the best of those compared. */
  readonly best?: ReadonlySet<SoftGoalName>;
}

/** One small horizontal bar per soft goal, each a labelled meter (0-100 %). */
export function ScoreBreakdown({ breakdown, label, size = 'small', best }: ScoreBreakdownProps) {
  const t = useT();
  const bars = scoreToBars(breakdown);
  if (bars.length === 0) return null;
  return (
    <ul className={`score-bars score-bars--${size}`} aria-label={label}>
      {bars.map((bar) => {
        const isBest = best?.has(bar.goal) === true;
        return (
          <li
            key={bar.goal}
            className={isBest ? 'score-bars__row score-bars__row--best' : 'score-bars__row'}
            title={bar.explanation}
          >
            <span className="score-bars__label" aria-hidden="true">
              {bar.label}
            </span>
            <div
              className="score-bars__track"
              role="meter"
              aria-label={bar.label}
              aria-description={bar.explanation}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              aria-valuetext={isBest ? t('gen.bestCompared', { percent: bar.percent }) : `${bar.percent}%`}
            >
              <div className="score-bars__fill" style={{ width: `${bar.percent}%` }} />
            </div>
            <span className="score-bars__value" aria-hidden="true">
              {bar.percent}%{isBest && <span className="score-bars__best"> ★</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
