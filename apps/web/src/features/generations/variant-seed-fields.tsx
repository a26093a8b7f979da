import { MAX_VARIANTS } from '@plotplan/contract';
import { clampVariants, parseSeed } from './generate-request';
import { useT } from '../../lib/i18n';

interface VariantSeedFieldsProps {
  /** Keeps the ids apart when two forms are on one page ("gen", "bench"). */
  readonly idPrefix: string;
  readonly variants: number;
  readonly seed: string;
  readonly onVariants: (variants: number) => void;
  readonly onSeed: (seed: string) => void;
}

/** How many variants to generate (clamped to what the API takes) and the optional seed, checked as typed. */
export function VariantSeedFields({ idPrefix, variants, seed, onVariants, onSeed }: VariantSeedFieldsProps) {
  const t = useT();
  const parsed = parseSeed(seed);
  const seedError = 'error' in parsed ? parsed.error : undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-variants`}>{t('gen.variantCount')}</label>
        <input
          id={`${idPrefix}-variants`}
          type="number"
          min={1}
          max={MAX_VARIANTS}
          step={1}
          value={variants}
          onChange={(event) => onVariants(clampVariants(Number(event.target.value)))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-seed`}>{t('gen.seed')}</label>
        <input
          id={`${idPrefix}-seed`}
          inputMode="numeric"
          value={seed}
          aria-invalid={seedError !== undefined}
          aria-describedby={seedError === undefined ? undefined : `${idPrefix}-seed-error`}
          onChange={(event) => onSeed(event.target.value)}
        />
        {seedError !== undefined && (
          <p id={`${idPrefix}-seed-error`} className="field__error">
            {seedError}
          </p>
        )}
      </div>
    </>
  );
}
