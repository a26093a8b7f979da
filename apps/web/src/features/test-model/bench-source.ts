import type { Project, SelectionItem } from '@plotplan/contract';
import type { Plot } from '@plotplan/domain';
import { selectionPresets } from '../selection';
import { samplePlots, sampleSelection } from './sample-plots';

export type Source = { kind: 'sample'; id: string } | { kind: 'project'; id: number };

export function parseSource(value: string): Source | undefined {
  const [kind, id = ''] = value.split(':', 2);
  if (kind === 'sample' && samplePlots.some((s) => s.id === id)) return { kind, id };
  if (kind === 'project' && /^\d+$/.test(id)) return { kind, id: Number(id) };
  return undefined;
}

/** The selection to use: "own" is the project's (or the sample's preset), otherwise a preset id. */
export type SelectionChoice = 'own' | string;

export interface BenchInput {
  readonly plot: Plot | null;
  readonly selection: readonly SelectionItem[];
  readonly projectId: number | undefined;
}

/** The plot and selection a bench run uses for a source and a selection choice. */
export function benchInput(
  source: Source | undefined,
  choice: SelectionChoice,
  project?: Project,
): BenchInput {
  const preset = selectionPresets.find((p) => p.id === choice)?.items;
  if (source?.kind === 'project') {
    const own = project?.id === source.id ? project : undefined;
    return { plot: own?.plot ?? null, selection: preset ?? own?.selection ?? [], projectId: source.id };
  }
  const sample = samplePlots.find((s) => s.id === source?.id) ?? samplePlots[0];
  if (sample === undefined) return { plot: null, selection: [], projectId: undefined };
  return {
    plot: sample.plot,
    selection: preset ?? sampleSelection(sample, selectionPresets),
    projectId: undefined,
  };
}
