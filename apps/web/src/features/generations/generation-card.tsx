import { GENERATION_NAME_MAX, type Generation } from '@plotplan/contract';
import { catalogObjects, planZones, unitSystemOf, type Plot } from '@plotplan/domain';
import { useState, type FormEvent } from 'react';
import { useConfirmedApply } from './apply-confirm-dialog';
import { displayName, violationCounts } from './generations-api';
import { type ObjectStyles, PlanThumbnail } from '../../lib/plan-canvas';
import { PlanWarnings } from './plan-warnings';
import { failureReason } from './not-placed-reason';
import { isFinished } from './progress';
import { ScoreBreakdown } from './score-breakdown';
import { formatScore } from './score-bars';
import { useLocale, useT } from '../../lib/i18n';

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
  const t = useT();
  const locale = useLocale();
  const name = displayName(generation);
  const [editing, setEditing] = useState(false);
  const [draftName, setDraftName] = useState(name);
  const done = isFinished(generation.status);
  const counts = violationCounts(generation.violations);
  // A variant that breaks a rule or leaves objects out is applied only after the user says so.
  // The reasons' distances in the plot's units (feet and inches on an imperial plot).
  const units = plot === null ? 'metric' : unitSystemOf(plot);
  const confirmed = useConfirmedApply(props.onApply, units);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draftName.trim().slice(0, GENERATION_NAME_MAX);
    setEditing(false);
    // The name as shown, left as it was, is no rename (a server name is shown in the interface's language).
    if (trimmed !== generation.name && trimmed !== name) props.onRename(generation, trimmed);
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
            aria-label={t('gen.preview', { name })}
            aria-pressed={previewing}
            title={previewing ? t('gen.backToPlan') : t('gen.showLarge')}
            disabled={onPreview === undefined}
            onClick={() => onPreview?.(generation)}
          >
            <PlanThumbnail
              plot={plot}
              plan={generation.plan}
              styles={styles}
              label={t('gen.planOf', { name })}
              zones={planZones(generation.plan, catalogObjects)}
            />
            {onPreview !== undefined && (
              <span className="generation-card__preview-hint" aria-hidden="true">
                {previewing ? t('gen.onCanvas') : t('gen.previewShort')}
              </span>
            )}
          </button>
        ) : done ? null : (
          <div className="skeleton generation-card__skeleton" aria-label={t('gen.generating')} />
        )}
      </div>
      <div className="generation-card__head">
        {editing ? (
          <form className="generation-card__rename" onSubmit={submit}>
            <label className="visually-hidden" htmlFor={`gen-name-${generation.id}`}>
              {t('gen.newName', { name })}
            </label>
            <input
              id={`gen-name-${generation.id}`}
              value={draftName}
              maxLength={100}
              onChange={(event) => setDraftName(event.target.value)}
              onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
            />
            <button type="submit" className="button button--small">
              {t('gen.saveName')}
            </button>
          </form>
        ) : (
          <h3 className="generation-card__name">{name}</h3>
        )}
        <button
          type="button"
          className="generation-card__favorite"
          aria-pressed={generation.is_favorite}
          aria-label={t('gen.favourite', { name })}
          onClick={() => props.onToggleFavorite(generation)}
        >
          <span aria-hidden="true">{generation.is_favorite ? '★' : '☆'}</span>
        </button>
      </div>
      {generation.status === 'failed' && (
        <p className="generation-card__error" role="status">
          {t('gen.failed', { reason: failureReason(generation, locale, units) ?? t('gen.failedNoReason') })}
        </p>
      )}
      {!done && (
        <p className="muted">
          {generation.status === 'queued' ? t('gen.waiting') : t('gen.generatingEllipsis')}
        </p>
      )}
      {generation.status === 'succeeded' && (
        <>
          <p className="generation-card__score">
            {t('gen.score')} <strong>{formatScore(generation.score)}</strong>
          </p>
          <ScoreBreakdown breakdown={generation.score_breakdown} label={t('gen.breakdown', { name })} />
          <p className="generation-card__findings" data-errors={counts.errors}>
            {t('gen.findings', { errors: counts.errors, warnings: counts.warnings })}
          </p>
          <PlanWarnings generation={generation} errors={counts.errors} units={units} />
        </>
      )}
      {/* A failed variant has no plan to compare or apply. */}
      <div className="generation-card__actions" hidden={generation.status === 'failed'}>
        <label className="generation-card__compare">
          <input
            type="checkbox"
            checked={comparing}
            disabled={generation.status !== 'succeeded' || (props.compareFull === true && !comparing)}
            onChange={() => props.onToggleCompare(generation)}
            aria-label={t('gen.compareName', { name })}
          />
          <span aria-hidden="true">{t('gen.compare')}</span>
        </label>
        <button
          type="button"
          className="button button--small"
          aria-label={t('gen.renameName', { name })}
          onClick={() => {
            setDraftName(name);
            setEditing((old) => !old);
          }}
        >
          {t('gen.rename')}
        </button>
        <button
          type="button"
          className="button button--small button--primary"
          aria-label={t('gen.applyName', { name })}
          disabled={generation.status !== 'succeeded' || applying}
          onClick={() => confirmed.request(generation)}
        >
          {applying ? t('gen.applying') : t('gen.apply')}
        </button>
      </div>
      {confirmed.dialog}
    </article>
  );
}
