import type { Generation } from '@plotplan/contract';
import { catalogObjects, objectByCode, russianObjectNames, type UnitSystem } from '@plotplan/domain';
import { getLocale, t } from '../../lib/i18n';
import { notPlacedReason } from './not-placed-reason';
import { displayName } from './generations-api';

/** "2 objects not placed", or undefined when everything was placed. */
export function unplacedLabel(generation: Generation): string | undefined {
  const n = generation.not_placed.length;
  return n === 0 ? undefined : t('gen.notPlaced', { count: n });
}

/** "Paths do not reach the well and the compost bin", or undefined when every building is reached. */
export function unreachableLabel(generation: Generation): string | undefined {
  if (generation.unreachable.length === 0) return undefined;
  const names = generation.unreachable.map((id) => {
    const object = generation.plan?.objects.find((o) => o.id === id);
    const code = object?.landscape_object ?? '';
    const catalogName =
      getLocale() === 'ru' ? russianObjectNames[code] : objectByCode(code, catalogObjects)?.name;
    const name = object?.label ?? catalogName ?? id;
    return t('gen.theObject', { name: name.toLowerCase() });
  });
  const last = names[names.length - 1] ?? '';
  const list = names.length === 1 ? last : t('gen.listAnd', { first: names.slice(0, -1).join(', '), last });
  return t('gen.pathsDoNotReach', { list });
}

interface PlanWarningsProps {
  readonly generation: Generation;
  readonly errors: number;
  /** The plot's units: the reasons' distances in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}

/**
 * Marks a variant that is not a finished plan: objects the generator could not place (the reasons on
 * expand and in the title), and error-severity rule violations.
 */
export function PlanWarnings({ generation, errors, units = 'metric' }: PlanWarningsProps) {
  const unplaced = unplacedLabel(generation);
  const unreached = unreachableLabel(generation);
  if (unplaced === undefined && unreached === undefined && errors === 0) return null;
  // The reasons name the object ("The small house needs ..."): no internal ids before them.
  const reasons = generation.not_placed.map((o) => notPlacedReason(o, getLocale(), units)).join('\n');
  return (
    <div className="plan-warnings">
      {errors > 0 && (
        <p className="plan-badge plan-badge--error">{t('gen.breaksBadge', { count: errors })}</p>
      )}
      {unreached !== undefined && <p className="plan-badge plan-badge--warning">{unreached}</p>}
      {unplaced !== undefined && (
        <details className="plan-unplaced">
          <summary className="plan-badge plan-badge--warning" title={reasons}>
            {unplaced}
          </summary>
          <ul
            aria-label={t('gen.notPlacedIn', {
              name: generation.name === '' ? t('gen.thisVariant') : displayName(generation),
            })}
          >
            {generation.not_placed.map((o) => (
              <li key={o.id}>{notPlacedReason(o, getLocale(), units)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
