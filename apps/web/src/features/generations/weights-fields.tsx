import type { SoftGoalName } from '@plotplan/contract';
import { goalExplanations, goalLabels, goalOrder, type Weights } from './goals';
import { useT } from '../../lib/i18n';

interface WeightsFieldsProps {
  readonly weights: Weights;
  readonly onChange: (weights: Weights) => void;
  /** Keeps the inputs' ids unique when two forms are on one page. */
  readonly idPrefix: string;
}

/** A slider (0-1) per soft goal, labelled in plain English. */
export function WeightsFields({ weights, onChange, idPrefix }: WeightsFieldsProps) {
  const t = useT();
  const set = (goal: SoftGoalName, value: number) => onChange({ ...weights, [goal]: value });
  return (
    <fieldset className="weights">
      <legend>{t('gen.whatMatters')}</legend>
      {goalOrder.map((goal) => {
        const id = `${idPrefix}-weight-${goal}`;
        return (
          <div key={goal} className="weights__row">
            <label htmlFor={id} title={t(goalExplanations[goal])}>
              {t(goalLabels[goal])}
            </label>
            <input
              id={id}
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={weights[goal]}
              aria-valuetext={`${Math.round(weights[goal] * 100)}%`}
              onChange={(event) => set(goal, Number(event.target.value))}
            />
            <output htmlFor={id} className="weights__value">
              {Math.round(weights[goal] * 100)}%
            </output>
          </div>
        );
      })}
    </fieldset>
  );
}
