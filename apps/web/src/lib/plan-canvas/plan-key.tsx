import './plan-symbols.css';
import { useT } from '../i18n';
import type { KeyEntry } from './object-labels';

interface PlanKeyProps {
  readonly entries: readonly KeyEntry[];
  readonly className?: string;
  /** Folded to one line until opened (the editor, where the canvas needs the height). */
  readonly collapsible?: boolean;
}

/** The key to the numbers on a plan: each number with the name that did not fit its object. */
export function PlanKey({ entries, className, collapsible = false }: PlanKeyProps) {
  const t = useT();
  if (entries.length === 0) return null;
  const title = t('canvas.keyTitle');
  const list = (
    <ol className="plan-key__list" aria-label={t('canvas.numberedObjects')}>
      {entries.map((entry) => (
        <li key={entry.id} value={entry.number} data-object-id={entry.id}>
          <span className="plan-key__number" aria-hidden="true">
            {entry.number}
          </span>{' '}
          <span className="visually-hidden">{entry.number}: </span>
          {entry.name}
        </li>
      ))}
    </ol>
  );
  return (
    <section
      className={className === undefined ? 'plan-key' : `plan-key ${className}`}
      aria-label={t('canvas.planKey')}
    >
      {collapsible ? (
        <details className="plan-key__fold">
          <summary className="plan-key__title">
            {title} ({entries.length})
          </summary>
          {list}
        </details>
      ) : (
        <>
          <p className="plan-key__title">{title}</p>
          {list}
        </>
      )}
    </section>
  );
}
