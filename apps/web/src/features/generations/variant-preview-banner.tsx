import type { Generation, Project } from '@plotplan/contract';
import { useEffect, useRef } from 'react';
import { unitSystemOf } from '@plotplan/domain';
import { useConfirmedApply } from './apply-confirm-dialog';
import { displayName, violationCounts } from './generations-api';
import { formatScore } from './score-bars';
import { useApplyGeneration } from './use-generation-actions';
import { useT } from '../../lib/i18n';

interface VariantPreviewBannerProps {
  readonly project: Project;
  readonly generation: Generation;
  /** Back to the project's own plan (also after the variant was applied). */
  readonly onExit: () => void;
}

/** Whether a modal dialog is open: its Escape closes the dialog, not the preview. */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Over the editor's canvas while it shows a variant instead of the plan: says so, applies it (through
 * the same confirmation as the gallery) or goes back; Escape goes back too.
 */
export function VariantPreviewBanner({ project, generation, onExit }: VariantPreviewBannerProps) {
  const t = useT();
  const name = displayName(generation);
  const counts = violationCounts(generation.violations);
  const apply = useApplyGeneration(project.id);
  const confirmed = useConfirmedApply(
    (chosen) =>
      apply.mutate({ generation: chosen, baseVersion: project.plan_version }, { onSuccess: onExit }),
    project.plot === null ? 'metric' : unitSystemOf(project.plot),
  );
  const ref = useRef<HTMLDivElement>(null);

  // On a narrow screen the canvas may sit below the gallery: bring the preview into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [generation.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || dialogOpen()) return;
      event.preventDefault();
      onExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onExit]);

  return (
    <div ref={ref} className="variant-preview" role="region" aria-label={t('gen.previewRegion')}>
      <p className="variant-preview__text">
        <strong>{t('gen.previewing', { name })}</strong>
        <span className="variant-preview__facts">
          {t('gen.scoreLine', {
            score: formatScore(generation.score),
            findings: t('gen.findings', { errors: counts.errors, warnings: counts.warnings }),
          })}
        </span>
      </p>
      <div className="variant-preview__actions">
        <button
          type="button"
          className="button button--small button--primary"
          disabled={apply.isPending}
          onClick={() => confirmed.request(generation)}
        >
          {apply.isPending ? t('gen.applying') : t('gen.apply')}
        </button>
        <button type="button" className="button button--small" onClick={onExit}>
          {t('gen.backToPlan')}
        </button>
      </div>
      {confirmed.dialog}
    </div>
  );
}
