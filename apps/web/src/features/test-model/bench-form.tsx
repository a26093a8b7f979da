import type { ProjectListItem } from '@plotplan/contract';
import { parseSeed, VariantSeedFields, type Weights, WeightsFields } from '../generations';
import { selectionPresets } from '../selection';
import { useT, type MessageKey } from '../../lib/i18n';
import { samplePlots } from './sample-plots';

const samplePlotNames: Readonly<Record<string, MessageKey>> = {
  'garden-20x30': 'bench.sample.garden',
  'narrow-15x40': 'bench.sample.narrow',
  'corner-25x40': 'bench.sample.corner',
  'trapezoid-easement': 'bench.sample.trapezoid',
};

const presetNames: Readonly<Record<string, MessageKey>> = {
  garden: 'presets.garden',
  family: 'presets.family',
  leisure: 'presets.leisure',
};

export interface BenchSettings {
  readonly source: string;
  readonly selection: string;
  readonly seed: string;
  readonly variants: number;
  readonly budgetMs: number;
  readonly weights: Weights;
}

interface BenchFormProps {
  readonly settings: BenchSettings;
  readonly onChange: (settings: BenchSettings) => void;
  readonly projects: readonly ProjectListItem[] | undefined;
  readonly onRunBrowser: () => void;
  readonly onRunServer: () => void;
  readonly browserBusy: boolean;
  readonly serverBusy: boolean;
  /** Running on the server needs a real project. */
  readonly canRunServer: boolean;
  /** Why a run cannot start (no plot, no objects), if so. */
  readonly problem: string | undefined;
}

/** The bench's inputs: plot, objects, seed, variants, time budget and goal weights, and the two runs. */
export function BenchForm({ settings, onChange, projects, ...props }: BenchFormProps) {
  const seed = parseSeed(settings.seed);
  const seedError = 'error' in seed ? seed.error : undefined;
  const blocked = seedError !== undefined || props.problem !== undefined;
  const set = (change: Partial<BenchSettings>) => onChange({ ...settings, ...change });
  const t = useT();
  const nameOf = (keys: Readonly<Record<string, MessageKey>>, item: { id: string; name: string }) => {
    const key = keys[item.id];
    return key === undefined ? item.name : t(key);
  };
  return (
    <form
      className="bench-form panel"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('bench.settings')}
    >
      <div className="field">
        <label htmlFor="bench-source">{t('bench.plot')}</label>
        <select id="bench-source" value={settings.source} onChange={(e) => set({ source: e.target.value })}>
          <optgroup label={t('bench.samplePlots')}>
            {samplePlots.map((s) => (
              <option key={s.id} value={`sample:${s.id}`}>
                {nameOf(samplePlotNames, s)}
              </option>
            ))}
          </optgroup>
          {projects !== undefined && projects.length > 0 && (
            <optgroup label={t('bench.myProjects')}>
              {projects.map((p) => (
                <option key={p.id} value={`project:${p.id}`}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bench-selection">{t('summary.objects')}</label>
        <select
          id="bench-selection"
          value={settings.selection}
          onChange={(e) => set({ selection: e.target.value })}
        >
          <option value="own">{t('bench.ownSelection')}</option>
          {selectionPresets.map((p) => (
            <option key={p.id} value={p.id}>
              {t('bench.preset', { name: nameOf(presetNames, p) })}
            </option>
          ))}
        </select>
      </div>
      <div className="generate-panel__row">
        <VariantSeedFields
          idPrefix="bench"
          variants={settings.variants}
          seed={settings.seed}
          onVariants={(variants) => set({ variants })}
          onSeed={(seed) => set({ seed })}
        />
        <div className="field">
          <label htmlFor="bench-budget">{t('bench.budget')}</label>
          <input
            id="bench-budget"
            type="number"
            min={50}
            max={20000}
            step={50}
            value={settings.budgetMs}
            onChange={(e) => set({ budgetMs: Math.min(20000, Math.max(50, Number(e.target.value) || 50)) })}
          />
        </div>
      </div>
      <WeightsFields idPrefix="bench" weights={settings.weights} onChange={(weights) => set({ weights })} />
      {props.problem !== undefined && (
        <p className="panel panel--notice" role="status">
          {props.problem}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          disabled={blocked || props.browserBusy}
          onClick={props.onRunBrowser}
        >
          {t('bench.runBrowser')}
        </button>
        <button
          type="button"
          className="button"
          disabled={blocked || props.serverBusy || !props.canRunServer}
          onClick={props.onRunServer}
          aria-describedby="bench-server-hint"
        >
          {t('bench.runServer')}
        </button>
      </div>
      <p id="bench-server-hint" className="muted">
        {props.canRunServer ? t('bench.serverHint') : t('bench.serverNeedsProject')}
      </p>
    </form>
  );
}
