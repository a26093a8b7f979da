import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/routing';
import { reportError } from '../../lib/forms/report-error';
import { catalogQuery } from '../../lib/catalog';
import {
  buildGenerateRequest,
  defaultWeights,
  generationsApi,
  goalOrder,
  parseSeed,
  usePolledGenerations,
} from '../generations';
import { objectStylesOf } from '../../lib/plan-canvas';
import { projectQuery, projectsQuery } from '../projects';
import { BenchForm, type BenchSettings } from './bench-form';
import { BrowserResults, ServerResults } from './bench-results';
import { benchInput, parseSource } from './bench-source';
import { DEFAULT_BUDGET_MS, type GeneratorRequest } from './run-generator';
import { runInWorker } from './run-in-worker';
import { samplePlots } from './sample-plots';
import type { Plot } from '@plotplan/domain';

const initial: BenchSettings = {
  source: `sample:${samplePlots[0]?.id ?? ''}`,
  selection: 'own',
  seed: '',
  variants: 4,
  budgetMs: DEFAULT_BUDGET_MS,
  weights: defaultWeights,
};

/** The generator bench: one plot and settings, run in a Web Worker and on the server, side by side. */
export function TestModelPage() {
  useDocumentTitle('Test model');
  const [settings, setSettings] = useState(initial);
  const [serverRun, setServerRun] = useState<{ ids: number[]; plot: Plot | null }>({ ids: [], plot: null });
  const catalog = useQuery(catalogQuery());
  const styles = useMemo(() => objectStylesOf(catalog.data), [catalog.data]);
  const projects = useQuery(projectsQuery());
  const source = parseSource(settings.source);
  const projectId = source?.kind === 'project' ? source.id : undefined;
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== undefined });
  const input = benchInput(source, settings.selection, project.data);
  const browser = useMutation({
    mutationFn: runInWorker,
    onError: (error) => reportError('Could not run the generator in the browser', error),
  });
  const server = useMutation({
    mutationFn: generationsApi.generate,
    onSuccess: (generations) => setServerRun({ ids: generations.map((g) => g.id), plot: input.plot }),
    onError: (error) => reportError('Could not run the generator on the server', error),
  });
  const serverGenerations = usePolledGenerations(serverRun.ids);

  const loadingProject = projectId !== undefined && project.isPending;
  const problem = loadingProject
    ? 'Loading the project…'
    : input.plot === null
      ? 'This project has no plot yet.'
      : input.selection.length === 0
        ? 'Choose some objects: this project has none selected.'
        : undefined;

  const runBrowser = () => {
    if (input.plot === null) return;
    const parsed = parseSeed(settings.seed);
    const weights = Object.fromEntries(goalOrder.map((g) => [g, settings.weights[g]]));
    const request: GeneratorRequest = {
      plot: input.plot,
      selection: input.selection,
      variants: settings.variants,
      ...('seed' in parsed && parsed.seed !== undefined ? { seed: parsed.seed } : {}),
      weights,
      budgetMs: settings.budgetMs,
    };
    browser.mutate(request);
  };
  const runServer = () => {
    if (input.projectId === undefined) return;
    server.mutate(buildGenerateRequest(input.projectId, settings));
  };

  return (
    <main className="page bench" aria-labelledby="page-title">
      <h1 id="page-title">Test model</h1>
      <div className="bench__intro">
        <p>
          A workbench for the plan generator. Pick a sample plot or one of your projects, choose how many
          variants and how long the generator may search, and run it: in this browser, on the server, or both,
          to compare the plans and their rule checks side by side.
        </p>
        <p className="muted">
          No plan is applied here. A browser run is kept nowhere; a server run needs a project and adds its
          variants to that project&apos;s generated variants, where you may apply one later. To plan your own
          plot step by step, use the <Link to="/plot-editor">plot editor</Link>.
        </p>
      </div>
      <BenchForm
        settings={settings}
        onChange={setSettings}
        projects={projects.data}
        onRunBrowser={runBrowser}
        onRunServer={runServer}
        browserBusy={browser.isPending}
        serverBusy={server.isPending}
        canRunServer={input.projectId !== undefined}
        problem={problem}
      />
      <div className="bench__columns">
        <BrowserResults
          run={browser.data}
          running={browser.isPending}
          plot={browser.variables?.plot ?? null}
          styles={styles}
        />
        <ServerResults
          ids={serverRun.ids}
          generations={serverGenerations}
          plot={serverRun.plot}
          styles={styles}
        />
      </div>
    </main>
  );
}

export { TestModelPage as Component };
