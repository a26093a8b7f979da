import type { FitEstimate, UnitSystem } from '@plotplan/domain';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FitNotice } from '../selection';
import { parseSeed, type GenerateSettings, type ReadinessProblem } from './generate-request';
import { VariantSeedFields } from './variant-seed-fields';
import { WeightsFields } from './weights-fields';
import { useT } from '../../lib/i18n';

interface GeneratePanelProps {
  readonly settings: GenerateSettings;
  readonly onChange: (settings: GenerateSettings) => void;
  readonly onGenerate: () => void;
  readonly busy: boolean;
  /** Shown with a link to the step that fixes each; Generate is refused while there are any. */
  readonly problems: readonly ReadinessProblem[];
  /** The search string that keeps the project in step links (`?project=N`). */
  readonly search: string;
  /** Whether the project's selection should fit on its plot, told before pressing Generate. */
  readonly fit?: FitEstimate | undefined;
  /** The plot's units, for the fit estimate's reasons. */
  readonly units?: UnitSystem;
}

/** Number of variants, an optional seed and the goal weights, then Generate. */
export function GeneratePanel({
  settings,
  onChange,
  onGenerate,
  busy,
  problems,
  search,
  fit,
  units = 'metric',
}: GeneratePanelProps) {
  const t = useT();
  const seed = parseSeed(settings.seed);
  const seedError = 'error' in seed ? seed.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seedError === undefined && problems.length === 0) onGenerate();
  };
  return (
    <form className="generate-panel panel" onSubmit={submit} aria-labelledby="generate-title" noValidate>
      <h2 id="generate-title">{t('gen.generateVariants')}</h2>
      <div className="generate-panel__row">
        <VariantSeedFields
          idPrefix="gen"
          variants={settings.variants}
          seed={settings.seed}
          onVariants={(variants) => onChange({ ...settings, variants })}
          onSeed={(seed) => onChange({ ...settings, seed })}
        />
      </div>
      {/* Folded: open, the sliders would push the variants out of the panel's view. */}
      <details className="generate-panel__weights">
        <summary>{t('gen.goalWeights')}</summary>
        <WeightsFields
          idPrefix="gen"
          weights={settings.weights}
          onChange={(weights) => onChange({ ...settings, weights })}
        />
      </details>
      {problems.length > 0 && (
        <div className="panel panel--notice" role="status">
          <p className="panel__title">{t('gen.beforeGenerating')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.step}>
                {problem.message}{' '}
                <Link to={{ pathname: `/plot-editor/${problem.step}`, search }}>
                  {problem.step === 'preparation' ? t('gen.goToPreparation') : t('gen.goToSelection')}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {problems.length === 0 && <FitNotice estimate={fit} units={units} />}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || problems.length > 0 || seedError !== undefined}
      >
        {t('gen.generate')}
      </button>
    </form>
  );
}
