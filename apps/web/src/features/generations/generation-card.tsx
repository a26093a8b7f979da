import { GENERATION_NAME_MAX, type Generation } from '@plotplan/contract';
import { catalogObjects, planZones, type Plot } from '@plotplan/domain';
import { useState, type FormEvent } from 'react';
import { useConfirmedApply } from './apply-confirm-dialog';
import { displayName, violationCounts } from './generations-api';
import { type ObjectStyles, PlanThumbnail } from '../../lib/plan-canvas';
import { PlanWarnings } from './plan-warnings';
import { isFinished } from './progress';
import { ScoreBreakdown } from './score-breakdown';
import { formatScore } from './score-bars';
import { counted } from '../../lib/text';

export interface GenerationCardProps {
  readonly generation: Generation;
  readonly plot: Plot | null;
  readonly styles: ObjectStyles;
  readonly comparing: boolean;
  /** No more variants can be ticked for comparison (the most are ticked); this one is not. */
  readonly compareFull?: boolean;
  readonly applying: boolean;
  /** Shown on the editor's canvas right now (not applied). */
  readonly previewing?: boolean;
  /** Shows the variant on the editor's canvas, or goes back to the plan when it is shown. */
  readonly onPreview?: (generation: Generation) => void;
  readonly onToggleCompare: (generation: Generation) => void;
  readonly onToggleFavorite: (generation: Generation) => void;
  readonly onRename: (generation: Generation, name: string) => void;
  readonly onApply: (generation: Generation) => void;
}

/** One variant in the gallery: its plan, score, breakdown bars, rule findings and actions. */
export function GenerationCard(props: GenerationCardProps) {
  const { generation, plot, styles, comparing, applying, previewing = false, onPreview } = props;
  const name = displayName(generation);
  const [editing, setEditing] = useState(false);
  const [draftName, setDraftName] = useState(name);
  const done = isFinished(generation.status);
  const counts = violationCounts(generation.violations);
  // A variant that breaks a rule or leaves objects out is applied only after the user says so.
  const confirmed = useConfirmedApply(props.onApply);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draftName.trim().slice(0, GENERATION_NAME_MAX);
    setEditing(false);
    if (trimmed !== generation.name) props.onRename(generation, trimmed);
  };

  return (
    <article
      className={`generation-card card${previewing ? ' generation-card--previewing' : ''}`}
      aria-label={name}
      data-status={generation.status}
    >
      <div className="generation-card__picture">
        {generation.status === 'succeeded' && generation.plan !== null ? (
          <button
            type="button"
            className="generation-card__preview"
            aria-label={`Preview: ${name}`}
            aria-pressed={previewing}
            title={previewing ? 'Back to my plan' : 'Show it large on the plan canvas (not applied)'}
            disabled={onPreview === undefined}
            onClick={() => onPreview?.(generation)}
          >
            <PlanThumbnail
              plot={plot}
              plan={generation.plan}
              styles={styles}
              label={`Plan of ${name}`}
              zones={planZones(generation.plan, catalogObjects)}
            />
            {onPreview !== undefined && (
              <span className="generation-card__preview-hint" aria-hidden="true">
                {previewing ? 'On the canvas' : 'Preview'}
              </span>
            )}
          </button>
        ) : done ? null : (
          <div className="skeleton generation-card__skeleton" aria-label="Generating" />
        )}
      </div>
      <div className="generation-card__head">
        {editing ? (
          <form className="generation-card__rename" onSubmit={submit}>
            <label className="visually-hidden" htmlFor={`gen-name-${generation.id}`}>
              New name for {name}
            </label>
            <input
              id={`gen-name-${generation.id}`}
              value={draftName}
              maxLength={100}
              onChange={(event) => setDraftName(event.target.value)}
              onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
            />
            <button type="submit" className="button button--small">
              Save name
            </button>
          </form>
        ) : (
          <h3 className="generation-card__name">{name}</h3>
        )}
        <button
          type="button"
          className="generation-card__favorite"
          aria-pressed={generation.is_favorite}
          aria-label={`Favourite: ${name}`}
          onClick={() => props.onToggleFavorite(generation)}
        >
          <span aria-hidden="true">{generation.is_favorite ? '★' : '☆'}</span>
        </button>
      </div>
      {generation.status === 'failed' && (
        <p className="generation-card__error" role="status">
          Failed: {generation.error ?? 'the generator stopped without a reason.'}
        </p>
      )}
      {!done && <p className="muted">{generation.status === 'queued' ? 'Waiting…' : 'Generating…'}</p>}
      {generation.status === 'succeeded' && (
        <>
          <p className="generation-card__score">
            Score <strong>{formatScore(generation.score)}</strong>
          </p>
          <ScoreBreakdown breakdown={generation.score_breakdown} label={`Score breakdown of ${name}`} />
          <p className="generation-card__findings" data-errors={counts.errors}>
            {counted(counts.errors, 'error')}, {counted(counts.warnings, 'warning')}
          </p>
          <PlanWarnings generation={generation} errors={counts.errors} />
        </>
      )}
      <div className="generation-card__actions">
        <label className="generation-card__compare">
          <input
            type="checkbox"
            checked={comparing}
            disabled={generation.status !== 'succeeded' || (props.compareFull === true && !comparing)}
            onChange={() => props.onToggleCompare(generation)}
            aria-label={`Compare: ${name}`}
          />
          <span aria-hidden="true">Compare</span>
        </label>
        <button
          type="button"
          className="button button--small"
          aria-label={`Rename: ${name}`}
          onClick={() => {
            setDraftName(name);
            setEditing((old) => !old);
          }}
        >
          Rename
        </button>
        <button
          type="button"
          className="button button--small button--primary"
          aria-label={`Apply: ${name}`}
          disabled={generation.status !== 'succeeded' || applying}
          onClick={() => confirmed.request(generation)}
        >
          {applying ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {confirmed.dialog}
    </article>
  );
}
