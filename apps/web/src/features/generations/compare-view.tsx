import type { Generation } from '@plotplan/contract';
import { catalogObjects, planZones, type Plot } from '@plotplan/domain';
import { useConfirmedApply } from './apply-confirm-dialog';
import { displayName, violationCounts } from './generations-api';
import { type ObjectStyles, PlanThumbnail } from '../../lib/plan-canvas';
import { PlanWarnings } from './plan-warnings';
import { ScoreBreakdown } from './score-breakdown';
import { formatScore } from './score-bars';

interface CompareViewProps {
  readonly generations: readonly Generation[];
  readonly plot: Plot | null;
  readonly styles: ObjectStyles;
  readonly applyingId: number | undefined;
  readonly onApply: (generation: Generation) => void;
  readonly onClose: () => void;
}

/** Two or more variants side by side: larger plans and their breakdowns next to each other. */
export function CompareView({ generations, plot, styles, applyingId, onApply, onClose }: CompareViewProps) {
  const confirmed = useConfirmedApply(onApply);
  return (
    <section className="compare panel" aria-labelledby="compare-title">
      <div className="compare__head">
        <h2 id="compare-title">Comparing {generations.length} variants</h2>
        <button type="button" className="button button--small" onClick={onClose}>
          Close comparison
        </button>
      </div>
      <div className="compare__columns">
        {generations.map((generation) => {
          const name = displayName(generation);
          const counts = violationCounts(generation.violations);
          return (
            <figure key={generation.id} className="compare__column" aria-label={`Compared: ${name}`}>
              <PlanThumbnail
                plot={plot}
                plan={generation.plan}
                styles={styles}
                label={`Plan of ${name}`}
                className="plan-thumbnail--large"
                zones={generation.plan === null ? [] : planZones(generation.plan, catalogObjects)}
              />
              <figcaption>
                <p className="compare__name">
                  {name} · <strong>{formatScore(generation.score)}</strong>
                </p>
                <ScoreBreakdown
                  breakdown={generation.score_breakdown}
                  label={`Score breakdown of ${name}`}
                  size="large"
                />
                <p className="muted">
                  {counts.errors} errors, {counts.warnings} warnings
                </p>
                <PlanWarnings generation={generation} errors={counts.errors} />
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={applyingId === generation.id}
                  onClick={() => confirmed.request(generation)}
                >
                  Apply {name}
                </button>
              </figcaption>
            </figure>
          );
        })}
      </div>
      {confirmed.dialog}
    </section>
  );
}
