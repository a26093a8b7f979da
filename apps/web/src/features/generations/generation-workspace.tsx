import type { Generation, Project } from '@plotplan/contract';
import { useState } from 'react';
import { CompareView } from './compare-view';
import { buildGenerateRequest, generationReadiness, type GenerateSettings } from './generate-request';
import { GeneratePanel } from './generate-panel';
import { GenerationGallery } from './generation-gallery';
import { GenerationProgress } from './generation-progress';
import { defaultWeights } from './goals';
import type { ObjectStyles } from '../../lib/plan-canvas';
import { useFitEstimate } from '../plot-editor';
import { countProgress } from './progress';
import { useApplyGeneration, useGenerate, usePatchGeneration } from './use-generation-actions';
import { useProjectGenerations } from './use-generations';

interface GenerationWorkspaceProps {
  readonly project: Project;
  readonly styles: ObjectStyles;
  readonly search: string;
  /** Saves pending edits before the server reads the project. */
  readonly beforeGenerate: () => Promise<void>;
}

const initialSettings: GenerateSettings = { variants: 4, seed: '', weights: defaultWeights };

/** Generate, follow the progress, browse, compare and apply a project's variants. */
export function GenerationWorkspace({ project, styles, search, beforeGenerate }: GenerationWorkspaceProps) {
  const [settings, setSettings] = useState(initialSettings);
  const [batch, setBatch] = useState<number[]>([]);
  const [compareIds, setCompareIds] = useState<ReadonlySet<number>>(new Set());
  const gallery = useProjectGenerations(project.id);
  const generate = useGenerate(project.id, (started) => setBatch(started.map((g) => g.id)));
  const patch = usePatchGeneration(project.id);
  const apply = useApplyGeneration(project.id);
  const problems = generationReadiness(project);
  const fit = useFitEstimate(project.plot, project.selection);
  const progress = countProgress(gallery.generations, batch);
  const applyingId = apply.isPending ? apply.variables.generation.id : undefined;
  const compared = gallery.generations.filter((g) => compareIds.has(g.id) && g.status === 'succeeded');

  const onGenerate = async () => {
    await beforeGenerate();
    generate.mutate(buildGenerateRequest(project.id, settings));
  };
  const onApply = (generation: Generation) => apply.mutate({ generation, baseVersion: project.plan_version });
  const toggleCompare = (generation: Generation) =>
    setCompareIds((old) => {
      const next = new Set(old);
      if (!next.delete(generation.id)) next.add(generation.id);
      return next;
    });

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
      />
      {batch.length > 0 && <GenerationProgress progress={progress} />}
      {compared.length >= 2 && (
        <CompareView
          generations={compared}
          plot={project.plot}
          styles={styles}
          applyingId={applyingId}
          onApply={onApply}
          onClose={() => setCompareIds(new Set())}
        />
      )}
      <section aria-labelledby="variants-title" className="generation-section">
        <h2 id="variants-title">Variants</h2>
        {compared.length === 1 && (
          <p className="muted">Tick one more variant to compare them side by side.</p>
        )}
        <GenerationGallery
          generations={gallery.generations}
          loading={gallery.isPending}
          failedToLoad={gallery.isError}
          onRetry={gallery.refetch}
          compareIds={compareIds}
          applyingId={applyingId}
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
