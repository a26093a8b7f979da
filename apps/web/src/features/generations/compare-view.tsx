import { PLAN_ELEMENTS } from '@plotplan/contract/drawing';
import type { Generation } from '@plotplan/contract';
import { catalogObjects, planZones, unitSystemOf, type Plot } from '@plotplan/domain';
import { useEffect, useRef } from 'react';
import { useConfirmedApply } from './apply-confirm-dialog';
import { compareDifferences, type VariantDifferences } from './compare-differences';
import { displayName, violationCounts } from './generations-api';
import { type ObjectStyles, PlanThumbnail } from '../../lib/plan-canvas';
import { PlanWarnings } from './plan-warnings';
import { ScoreBreakdown } from './score-breakdown';
import { formatScore } from './score-bars';
import { useT } from '../../lib/i18n';

interface CompareViewProps {
  readonly generations: readonly Generation[];
  readonly plot: Plot | null;
  readonly styles: ObjectStyles;
  readonly applyingId: number | undefined;
  readonly onApply: (generation: Generation) => void;
  readonly onClose: () => void;
}

/**
 * Two to four variants side by side across the whole window (a modal over the editor): large plans,
 * their scores and findings, the best of each marked and the objects placed differently outlined.
 */
export function CompareView({ generations, plot, styles, applyingId, onApply, onClose }: CompareViewProps) {
  const t = useT();
  const confirmed = useConfirmedApply(onApply, plot === null ? 'metric' : unitSystemOf(plot));
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  const differences = compareDifferences(generations);

  return (
    <dialog
      ref={ref}
      className="compare"
      aria-labelledby="compare-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="compare__head">
        <h2 id="compare-title">{t('gen.comparing', { count: generations.length })}</h2>
        <p className="compare__legend muted">
          <span aria-hidden="true">★</span> {t('gen.compareLegend')}
        </p>
        <button type="button" className="button button--small" onClick={onClose}>
          {t('gen.closeComparison')}
        </button>
      </div>
      {/* A group that scrolls sideways on a phone: focusable, so arrow keys scroll it too. */}
      <div
        className="compare__columns"
        data-count={generations.length}
        role="group"
        aria-label={t('gen.comparedVariants')}
        tabIndex={0}
      >
        {generations.map((generation) => (
          <ComparedVariant
            key={generation.id}
            generation={generation}
            differences={differences.get(generation.id)}
            plot={plot}
            styles={styles}
            applying={applyingId === generation.id}
            onApply={() => confirmed.request(generation)}
          />
        ))}
      </div>
      {confirmed.dialog}
    </dialog>
  );
}

interface ComparedVariantProps {
  readonly generation: Generation;
  readonly differences: VariantDifferences | undefined;
  readonly plot: Plot | null;
  readonly styles: ObjectStyles;
  readonly applying: boolean;
  readonly onApply: () => void;
}

function ComparedVariant({ generation, differences, plot, styles, applying, onApply }: ComparedVariantProps) {
  const t = useT();
  const name = displayName(generation);
  const counts = violationCounts(generation.violations);
  const moved = differences?.movedIds ?? new Set<string>();
  const objectCount = differences?.objectCount ?? 0;
  // Outlines help where a few objects moved; when most did, they only hide the drawing.
  const outlined = moved.size * 2 <= objectCount ? moved : new Set<string>();
  return (
    <figure className="compare__column" aria-label={t('gen.compared', { name })}>
      <p className="compare__name">
        {name} ·{' '}
        <strong data-best={differences?.bestScore === true}>
          {formatScore(generation.score)}
          {differences?.bestScore === true && <span className="compare__best">{t('gen.bestScore')}</span>}
        </strong>
      </p>
      <div className="compare__plan" data-compare-plan={generation.id}>
        <MovedOutlines planId={generation.id} ids={outlined} />
        <PlanThumbnail
          plot={plot}
          plan={generation.plan}
          styles={styles}
          label={t('gen.planOf', { name })}
          className="plan-thumbnail--large"
          zones={generation.plan === null ? [] : planZones(generation.plan, catalogObjects)}
        />
      </div>
      <figcaption>
        <p className="compare__facts">
          <span data-best={differences?.fewestProblems === true}>
            {t('gen.findings', { errors: counts.errors, warnings: counts.warnings })}
            {differences?.fewestProblems === true && <span className="compare__best">{t('gen.fewest')}</span>}
          </span>
          <span>
            {moved.size === objectCount && objectCount > 0
              ? t('gen.allMoved')
              : t('gen.someMoved', { moved: moved.size, count: objectCount })}
          </span>
        </p>
        <ScoreBreakdown
          breakdown={generation.score_breakdown}
          label={t('gen.breakdown', { name })}
          size="large"
          best={differences?.bestGoals}
        />
        <PlanWarnings
          generation={generation}
          errors={counts.errors}
          units={plot === null ? 'metric' : unitSystemOf(plot)}
        />
        <button
          type="button"
          className="button button--primary button--small"
          disabled={applying}
          onClick={onApply}
        >
          {applying ? t('gen.applying') : t('gen.applyNamed', { name })}
        </button>
      </figcaption>
    </figure>
  );
}

const attribute = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * Outlines the objects placed differently by styling the drawing's own shapes (found by their
 * `data-object-id`), so the outline follows whatever the drawing kit draws.
 */
function MovedOutlines({ planId, ids }: { readonly planId: number; readonly ids: ReadonlySet<string> }) {
  if (ids.size === 0) return null;
  const scope = `[data-compare-plan="${planId}"]`;
  const selectors = [...ids].flatMap((id) => {
    const object = `${scope} [data-object-id=${attribute(id)}]`;
    return [object, `${object} > *`];
  });
  const css = `${selectors.join(',\n')} { stroke: ${PLAN_ELEMENTS.compareMoved}; stroke-width: 2.5px; stroke-dasharray: 4 2; vector-effect: non-scaling-stroke; }`;
  return <style>{css}</style>;
}
