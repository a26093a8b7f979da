import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
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
  const t = useT();
  useDocumentTitle(t('bench.title'));
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
    onError: (error) => reportError(t('bench.browserFailed'), error),
  });
  const server = useMutation({
    mutationFn: generationsApi.generate,
    onSuccess: (generations) => setServerRun({ ids: generations.map((g) => g.id), plot: input.plot }),
    onError: (error) => reportError(t('bench.serverFailed'), error),
  });
  const serverGenerations = usePolledGenerations(serverRun.ids);

  const loadingProject = projectId !== undefined && project.isPending;
  const problem = loadingProject
    ? t('bench.loadingProject')
    : input.plot === null
      ? t('bench.noPlot')
      : input.selection.length === 0
        ? t('bench.noSelection')
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
      <h1 id="page-title">{t('bench.title')}</h1>
      <div className="bench__intro">
        <p>{t('bench.intro')}</p>
        <p className="muted">
          {t('bench.note')} <Link to="/plot-editor">{t('bench.plotEditor')}</Link>.
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
