import type { Generation, Project } from '@plotplan/contract';
import { unitSystemOf } from '@plotplan/domain';
import { useEffect, useRef, useState } from 'react';
import { CompareView } from './compare-view';
import { buildGenerateRequest, generationReadiness, type GenerateSettings } from './generate-request';
import { GeneratePanel } from './generate-panel';
import { GenerationGallery } from './generation-gallery';
import { GenerationProgress } from './generation-progress';
import { defaultWeights } from './goals';
import type { ObjectStyles } from '../../lib/plan-canvas';
import { useFitEstimate } from '../selection';
import { countProgress } from './progress';
import { scrollToTopOfBox } from '../../lib/dom';
import { useT } from '../../lib/i18n';
import { useApplyGeneration, useGenerate, usePatchGeneration } from './use-generation-actions';
import { useProjectGenerations } from './use-generations';

interface GenerationWorkspaceProps {
  readonly project: Project;
  readonly styles: ObjectStyles;
  readonly search: string;
  /** Saves pending edits before the server reads the project. */
  readonly beforeGenerate: () => Promise<void>;
  /** The variant the editor's canvas shows instead of the plan. */
  readonly previewId?: number | undefined;
  /** Shows a variant on the editor's canvas (again: back to the plan). */
  readonly onPreview?: (generation: Generation) => void;
  /** A variant has become the project's plan (the editor brings the plan into view). */
  readonly onApplied?: () => void;
}

/** Variants compared at once: more would not stay readable side by side. */
export const COMPARE_LIMIT = 4;

const initialSettings: GenerateSettings = { variants: 4, seed: '', weights: defaultWeights };

/** Generate, follow the progress, browse, compare and apply a project's variants. */
export function GenerationWorkspace({
  project,
  styles,
  search,
  beforeGenerate,
  previewId,
  onPreview,
  onApplied,
}: GenerationWorkspaceProps) {
  const t = useT();
  const [settings, setSettings] = useState(initialSettings);
  const [batch, setBatch] = useState<number[]>([]);
  const [compareIds, setCompareIds] = useState<ReadonlySet<number>>(new Set());
  const [comparing, setComparing] = useState(false);
  const gallery = useProjectGenerations(project.id);
  const generate = useGenerate(project.id, (started) => setBatch(started.map((g) => g.id)));
  const patch = usePatchGeneration(project.id);
  const apply = useApplyGeneration(project.id);
  const problems = generationReadiness(project);
  const fit = useFitEstimate(project.plot, project.selection);
  const progress = countProgress(gallery.generations, batch);
  const applyingId = apply.isPending ? apply.variables.generation.id : undefined;
  const compared = gallery.generations.filter((g) => compareIds.has(g.id) && g.status === 'succeeded');

  const variantsRef = useRef<HTMLElement>(null);
  const onGenerate = async () => {
    await beforeGenerate();
    generate.mutate(buildGenerateRequest(project.id, settings));
  };
  // As soon as the new batch's first variant is ready, bring the gallery (its cards come in at the
  // top) into the panel's view, once per batch: below the settings it was out of sight.
  const shownBatch = useRef<number | undefined>(undefined);
  const firstReady = progress.succeeded > 0 ? batch[0] : undefined;
  useEffect(() => {
    if (firstReady === undefined || shownBatch.current === firstReady) return;
    shownBatch.current = firstReady;
    scrollToTopOfBox(variantsRef.current);
  }, [firstReady]);
  const onApply = (generation: Generation) =>
    apply.mutate({ generation, baseVersion: project.plan_version }, { onSuccess: () => onApplied?.() });
  const toggleCompare = (generation: Generation) =>
    setCompareIds((old) => {
      const next = new Set(old);
      if (!next.delete(generation.id) && next.size < COMPARE_LIMIT) next.add(generation.id);
      return next;
    });
  const closeComparison = () => setComparing(false);
  // Applied from the comparison: close it, so the plan it became and the toast saying so are seen.
  const applyCompared = (generation: Generation) =>
    apply.mutate(
      { generation, baseVersion: project.plan_version },
      {
        onSuccess: () => {
          closeComparison();
          onApplied?.();
        },
      },
    );

  return (
    <div className="generation-workspace">
      <GeneratePanel
        settings={settings}
        onChange={setSettings}
        onGenerate={() => void onGenerate()}
        busy={generate.isPending}
        problems={problems}
        search={search}
        fit={fit}
        units={project.plot === null ? 'metric' : unitSystemOf(project.plot)}
      />
      {comparing && compared.length >= 2 && (
        <CompareView
          generations={compared}
          plot={project.plot}
          styles={styles}
          applyingId={applyingId}
          onApply={applyCompared}
          onClose={closeComparison}
        />
      )}
      <section ref={variantsRef} aria-labelledby="variants-title" className="generation-section">
        <h2 id="variants-title">{t('gen.variants')}</h2>
        {batch.length > 0 && <GenerationProgress progress={progress} />}
        {gallery.generations.some((g) => g.status === 'succeeded') && (
          <p className="muted generation-section__hint">{t('gen.hint')}</p>
        )}
        {compared.length > 0 && (
          <div className="compare-bar" role="group" aria-label={t('gen.comparison')}>
            <span>
              {compared.length === 1
                ? t('gen.tickOneMore')
                : t('gen.ticked', { count: compared.length, max: COMPARE_LIMIT })}
            </span>
            <button
              type="button"
              className="button button--small button--primary"
              disabled={compared.length < 2}
              onClick={() => setComparing(true)}
            >
              {compared.length >= 2
                ? t('gen.compareCount', { count: compared.length })
                : t('gen.compareSideBySide')}
            </button>
            <button type="button" className="button button--small" onClick={() => setCompareIds(new Set())}>
              {t('gen.clear')}
            </button>
          </div>
        )}
        <GenerationGallery
          generations={gallery.generations}
          loading={gallery.isPending}
          failedToLoad={gallery.isError}
          onRetry={gallery.refetch}
          compareIds={compareIds}
          compareLimit={COMPARE_LIMIT}
          applyingId={applyingId}
          previewId={previewId}
          {...(onPreview === undefined ? {} : { onPreview })}
          plot={project.plot}
          styles={styles}
          onToggleCompare={toggleCompare}
          onToggleFavorite={(g) => patch.mutate({ id: g.id, changes: { is_favorite: !g.is_favorite } })}
          onRename={(g, name) => patch.mutate({ id: g.id, changes: { name } })}
          onApply={onApply}
        />
      </section>
    </div>
  );
}
