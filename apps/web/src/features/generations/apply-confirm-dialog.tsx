import type { Generation } from '@plotplan/contract';
import type { UnitSystem } from '@plotplan/domain';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { displayName, violationCounts } from './generations-api';
import { useLocale, useT } from '../../lib/i18n';
import { notPlacedReason } from './not-placed-reason';

interface ApplyConfirmDialogProps {
  readonly generation: Generation;
  readonly name: string;
  readonly errors: number;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** The plot's units, for the reasons' distances. */
  readonly units: UnitSystem;
}

/** Asks before applying a variant that breaks rules or leaves objects out; Cancel changes nothing. */
export function ApplyConfirmDialog({
  generation,
  name,
  errors,
  onConfirm,
  onClose,
  units,
}: ApplyConfirmDialogProps) {
  const t = useT();
  const locale = useLocale();
  const unplaced = generation.not_placed;
  return (
    <Dialog open title={t('gen.applyTitle', { name })} onClose={onClose}>
      <p>{t('gen.notFinished')}</p>
      <ul>
        {errors > 0 && <li>{t('gen.breaksRules', { count: errors })}</li>}
        {unplaced.length > 0 && (
          <li>
            {t('gen.couldNotPlace', { count: unplaced.length })}
            <ul>
              {unplaced.map((o) => (
                <li key={o.id}>{notPlacedReason(o, locale, units)}</li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      <p>{t('gen.applyingMakes')}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('gen.applyAnyway')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Apply through a confirmation when the variant breaks a rule or leaves objects out: `request` applies
 * a clean variant at once and otherwise opens `dialog` (render it), which applies only on confirm.
 */
export function useConfirmedApply(
  onApply: (generation: Generation) => void,
  units: UnitSystem = 'metric',
): {
  readonly request: (generation: Generation) => void;
  readonly dialog: ReactNode;
} {
  const [asking, setAsking] = useState<Generation | undefined>(undefined);
  const request = (generation: Generation) => {
    const risky = violationCounts(generation.violations).errors > 0 || generation.not_placed.length > 0;
    if (risky) setAsking(generation);
    else onApply(generation);
  };
  const dialog =
    asking === undefined ? null : (
      <ApplyConfirmDialog
        generation={asking}
        name={displayName(asking)}
        errors={violationCounts(asking.violations).errors}
        units={units}
        onClose={() => setAsking(undefined)}
        onConfirm={() => {
          setAsking(undefined);
          onApply(asking);
        }}
      />
    );
  return { request, dialog };
}
