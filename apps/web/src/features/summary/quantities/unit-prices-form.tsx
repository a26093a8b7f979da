import { localizeText, unitPricesSchema, type Project, type UnitPricesBody } from '@plotplan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { reportError } from '../../../lib/forms/report-error';
import { getLocale, useT } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { projectsApi, storeProject } from '../../projects';
import type { UnitSystem } from '@plotplan/domain';
import { priceTexts, storedPrice, unitPricesBody, type PriceLine } from './price-lines';

type Errors = Partial<Record<string, string>>;

/** The first message per price key (and `currency`) of a failed parse, in the interface's language. */
function errorsOf(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key =
      issue.path[0] === 'prices' && issue.path.length > 1
        ? String(issue.path[1])
        : String(issue.path[0] ?? 'form');
    errors[key] ??= localizeText(issue.message, getLocale());
  }
  return errors;
}

interface UnitPricesFormProps {
  readonly project: Project;
  readonly lines: readonly PriceLine[];
  /** The plot's units: prices per foot, square foot and cubic yard on an imperial plot (stored per metre). */
  readonly units?: UnitSystem;
}

/**
 * A price per line of the bill (blank: not priced) and a currency, checked with the API's own
 * schema before they are saved to the project; what the server refuses comes back as a toast.
 */
export function UnitPricesForm({ project, lines, units = 'metric' }: UnitPricesFormProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const idBase = useId();
  const [texts, setTexts] = useState(() => priceTexts(project.unit_prices, lines, units));
  const [currency, setCurrency] = useState(project.unit_prices?.currency ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (body: UnitPricesBody | null) => projectsApi.patch(project.id, { unit_prices: body }),
    onSuccess: (saved) => {
      storeProject(queryClient, saved);
      notify.success(
        saved.unit_prices === null ? t('quantities.pricesCleared') : t('quantities.pricesSaved'),
      );
    },
    onError: (error) => reportError(t('quantities.saveFailed'), error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = unitPricesBody(texts, currency, storedPrice(project.unit_prices, lines, units, texts));
    const parsed = body === null ? null : unitPricesSchema.safeParse(body);
    if (parsed !== null && !parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      notify.error(t('quantities.checkPrices'), Object.values(found)[0]);
      return;
    }
    setErrors({});
    save.mutate(parsed === null ? null : parsed.data);
  };

  const clear = () => {
    setTexts({});
    setCurrency('');
    setErrors({});
    save.mutate(null);
  };

  const field = (key: string, label: string, value: string, onChange: (text: string) => void, extra = {}) => {
    const id = `${idBase}-${key}`;
    const error = errors[key];
    return (
      <div className="field unit-prices__field" key={key}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={key}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : `${id}-error`}
          {...extra}
        />
        {error !== undefined && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="unit-prices" onSubmit={submit} noValidate aria-label={t('quantities.unitPrices')}>
      <div className="unit-prices__grid">
        {field('currency', t('quantities.currency'), currency, setCurrency, {
          inputMode: 'text',
          maxLength: 3,
          autoCapitalize: 'characters',
        })}
        {lines.map((line) =>
          field(line.key, line.label, texts[line.key] ?? '', (text) =>
            setTexts((current) => ({ ...current, [line.key]: text })),
          ),
        )}
      </div>
      <div className="export-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? t('save.saving') : t('quantities.save')}
        </button>
        <button type="button" className="button" onClick={clear} disabled={save.isPending}>
          {t('quantities.clear')}
        </button>
      </div>
    </form>
  );
}
