import { scoreToBars } from './score-bars';

interface ScoreBreakdownProps {
  readonly breakdown: Readonly<Record<string, number>> | null;
  /** Names the list for assistive technology, e.g. "Score breakdown of Variant 3". */
  readonly label: string;
  readonly size?: 'small' | 'large';
}

/** One small horizontal bar per soft goal, each a labelled meter (0-100 %). */
export function ScoreBreakdown({ breakdown, label, size = 'small' }: ScoreBreakdownProps) {
  const bars = scoreToBars(breakdown);
  if (bars.length === 0) return null;
  return (
    <ul className={`score-bars score-bars--${size}`} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.goal} className="score-bars__row" title={bar.explanation}>
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
            aria-valuetext={`${bar.percent}%`}
          >
            <div className="score-bars__fill" style={{ width: `${bar.percent}%` }} />
          </div>
          <span className="score-bars__value" aria-hidden="true">
            {bar.percent}%
          </span>
        </li>
      ))}
    </ul>
  );
}
