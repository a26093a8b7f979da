import type { Generation } from '@plotplan/contract';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 objects not placed", or undefined when everything was placed. */
export function unplacedLabel(generation: Generation): string | undefined {
  const n = generation.not_placed.length;
  return n === 0 ? undefined : `${plural(n, 'object')} not placed`;
}

interface PlanWarningsProps {
  readonly generation: Generation;
  readonly errors: number;
}

/**
 * Marks a variant that is not a finished plan: objects the generator could not place (the reasons on
 * expand and in the title), and error-severity rule violations.
 */
export function PlanWarnings({ generation, errors }: PlanWarningsProps) {
  const unplaced = unplacedLabel(generation);
  if (unplaced === undefined && errors === 0) return null;
  // The reasons name the object ("The small house needs ..."): no internal ids before them.
  const reasons = generation.not_placed.map((o) => o.reason).join('\n');
  return (
    <div className="plan-warnings">
      {errors > 0 && (
        <p className="plan-badge plan-badge--error">
          Breaks {plural(errors, 'rule')}: not a plan to build as it is
        </p>
      )}
      {unplaced !== undefined && (
        <details className="plan-unplaced">
          <summary className="plan-badge plan-badge--warning" title={reasons}>
            {unplaced}
          </summary>
          <ul aria-label={`Not placed in ${generation.name === '' ? 'this variant' : generation.name}`}>
            {generation.not_placed.map((o) => (
              <li key={o.id}>{o.reason}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
