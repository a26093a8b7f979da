import type { Generation } from '@plotplan/contract';
import type { Plot } from '@plotplan/domain';
import type { ObjectStyles } from '../../lib/plan-canvas';
import { countProgress, progressText } from '../generations';
import { variantCountText } from './run-generator';
import type { WorkerRun } from './run-in-worker';
import { formatMs, VariantResult } from './variant-result';
import { useT } from '../../lib/i18n';

interface BrowserResultsProps {
  readonly run: WorkerRun | undefined;
  readonly running: boolean;
  readonly plot: Plot | null;
  readonly styles: ObjectStyles;
}

/** The variants of the last run in the browser, with the time measured around the worker call. */
export function BrowserResults({ run, running, plot, styles }: BrowserResultsProps) {
  const t = useT();
  return (
    <section className="bench-column" aria-labelledby="bench-browser-title" aria-busy={running}>
      <h2 id="bench-browser-title">{t('bench.inBrowser')}</h2>
      {running && <div className="skeleton skeleton--block" aria-label={t('bench.runningInBrowser')} />}
      {!running && run === undefined && <p className="muted">{t('bench.notRun')}</p>}
      {!running && run !== undefined && !run.result.ok && (
        <p className="panel panel--error" role="alert">
          {run.result.error}
        </p>
      )}
      {!running && run?.result.ok === true && (
        <>
          <p className="bench-column__timing">
            {t('bench.total', { total: formatMs(run.totalMs), generator: formatMs(run.result.generatorMs) })}{' '}
            {variantCountText(run.result, t)}
          </p>
          <div className="bench-column__list">
            {run.result.variants.map((variant, i) => (
              <VariantResult
                key={variant.seed}
                title={t('bench.browserVariant', { number: i + 1, seed: variant.seed })}
                plot={plot}
                plan={variant.plan}
                score={variant.score}
                breakdown={variant.score_breakdown}
                violations={variant.violations}
                styles={styles}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

interface ServerResultsProps {
  readonly ids: readonly number[];
  readonly generations: readonly Generation[];
  readonly plot: Plot | null;
  readonly styles: ObjectStyles;
}

/** The generations of the last server run as they finish, each with the server's duration. */
export function ServerResults({ ids, generations, plot, styles }: ServerResultsProps) {
  const t = useT();
  const progress = countProgress(generations, ids);
  return (
    <section className="bench-column" aria-labelledby="bench-server-title">
      <h2 id="bench-server-title">{t('bench.onServer')}</h2>
      {ids.length === 0 ? (
        <p className="muted">{t('bench.notRun')}</p>
      ) : (
        <p className="bench-column__timing" aria-live="polite">
          {progressText(progress)}
        </p>
      )}
      <div className="bench-column__list">
        {ids.map((id, i) => {
          const g = generations.find((x) => x.id === id);
          return (
            <VariantResult
              key={id}
              title={
                g === undefined
                  ? t('bench.serverVariant', { number: i + 1 })
                  : t('bench.serverVariantSeed', { number: i + 1, seed: g.seed })
              }
              plot={plot}
              plan={g?.status === 'succeeded' ? g.plan : null}
              score={g?.score ?? null}
              breakdown={g?.score_breakdown ?? null}
              violations={g?.violations ?? []}
              status={
                g === undefined || g.status === 'queued' || g.status === 'running'
                  ? t('bench.generating')
                  : undefined
              }
              timing={g?.duration_ms === null || g === undefined ? undefined : formatMs(g.duration_ms)}
              error={g?.error}
              styles={styles}
            />
          );
        })}
      </div>
    </section>
  );
}
