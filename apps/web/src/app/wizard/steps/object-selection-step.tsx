import type { SelectionItem } from '@plotplan/contract';
import { unitSystemOf } from '@plotplan/domain';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../lib/routing';
import { catalogQuery } from '../../../lib/catalog';
import { FitNotice, selectionPresets, useFitEstimate } from '../../../features/selection';
import { useEditorSession } from '../use-editor-session';
import { formatNumber, useLocale, useT, type MessageKey } from '../../../lib/i18n';
import { objectSizeText } from '../../../lib/plan-canvas';
import { formatLength } from '../../../lib/units';

const MAX_COUNT = 50;
const presetWords: Readonly<Record<string, { name: MessageKey; description: MessageKey }>> = {
  garden: { name: 'presets.garden', description: 'presets.gardenDescription' },
  family: { name: 'presets.family', description: 'presets.familyDescription' },
  leisure: { name: 'presets.leisure', description: 'presets.leisureDescription' },
};

export function ObjectSelectionStep() {
  const t = useT();
  const locale = useLocale();
  const n = (value: number) => formatNumber(locale, value, { decimals: 2, grouping: false });
  const { draft, update } = useEditorSession();
  const units = draft.plot === null ? 'metric' : unitSystemOf(draft.plot);
  // An imperial plot's catalogue reads in feet and inches, as its canvas and inputs do.
  const size = (o: { shape: 'rect' | 'circle'; width: number; depth: number }) =>
    units === 'imperial'
      ? objectSizeText(o, locale, units)
      : o.shape === 'circle'
        ? t('selection.diameter', { value: n(o.width) })
        : t('selection.size', { width: n(o.width), depth: n(o.depth) });
  const high = (metres: number) =>
    units === 'imperial'
      ? t('selection.highLength', { value: formatLength(units, locale, metres) })
      : t('selection.high', { value: n(metres) });
  useDocumentTitle(t('step.objectSelection'));
  const wordsOf = (preset: { id: string; name: string; description: string }) => {
    const words = presetWords[preset.id];
    return words === undefined ? preset : { name: t(words.name), description: t(words.description) };
  };
  const catalog = useQuery(catalogQuery());
  const counts = new Map(draft.selection.map((item) => [item.landscape_object, item.count]));
  const total = draft.selection.reduce((sum, item) => sum + item.count, 0);
  const fit = useFitEstimate(draft.plot, draft.selection);

  const setCount = (code: string, count: number) =>
    update((d) => {
      const clamped = Math.max(0, Math.min(MAX_COUNT, Math.round(count)));
      const rest = d.selection.filter((item) => item.landscape_object !== code);
      const selection: SelectionItem[] =
        clamped === 0 ? rest : [...rest, { landscape_object: code, count: clamped }];
      return { ...d, selection };
    });

  return (
    <main className="step step--wide" aria-labelledby="page-title">
      <div className="step__form">
        <div className="page-header">
          <h1 id="page-title">{t('step.objectSelection')}</h1>
          <p className="muted" aria-live="polite">
            {t('selection.chosen', { count: total })}
          </p>
        </div>
        <FitNotice estimate={fit} units={units} />
        <section aria-label={t('selection.presets')} className="presets">
          {selectionPresets.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="preset"
              onClick={() => update((d) => ({ ...d, selection: preset.items }))}
            >
              <span className="preset__name">{wordsOf(preset).name}</span>
              <span className="muted">{wordsOf(preset).description}</span>
            </button>
          ))}
          {draft.selection.length > 0 && (
            <button
              type="button"
              className="button button--small"
              onClick={() => update((d) => ({ ...d, selection: [] }))}
            >
              {t('selection.clear')}
            </button>
          )}
        </section>
        {catalog.isPending && (
          <div className="skeleton skeleton--block" aria-busy="true" aria-label={t('selection.loading')} />
        )}
        {catalog.isError && (
          <div className="panel panel--error" role="alert">
            {t('selection.loadFailed')}{' '}
            <button type="button" className="button button--small" onClick={() => void catalog.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        )}
        {catalog.data?.types.map((type) => {
          const objects = catalog.data.objects.filter((o) => o.object_type === type.id);
          if (objects.length === 0) return null;
          return (
            <section key={type.id} className="catalog-group" aria-labelledby={`type-${type.id}`}>
              <h2 id={`type-${type.id}`}>
                <span className="legend__swatch" style={{ background: type.color }} aria-hidden="true" />
                {type.name}
              </h2>
              <ul className="catalog-list">
                {objects.map((object) => {
                  const count = counts.get(object.code) ?? 0;
                  return (
                    <li
                      key={object.code}
                      className="catalog-item tile"
                      data-selected={count > 0}
                      data-code={object.code}
                    >
                      <div>
                        <p className="catalog-item__name">{object.name}</p>
                        <p className="muted">
                          {size(object)} ·{' '}
                          {object.height_m > 0.5 ? high(object.height_m) : t('selection.flat')}
                        </p>
                      </div>
                      <div
                        className="stepper-input"
                        role="group"
                        aria-label={t('selection.count', { name: object.name })}
                      >
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('selection.fewer', { name: object.name })}
                          disabled={count === 0}
                          onClick={() => setCount(object.code, count - 1)}
                        >
                          −
                        </button>
                        <output aria-live="polite">{count}</output>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('selection.more', { name: object.name })}
                          disabled={count >= MAX_COUNT}
                          onClick={() => setCount(object.code, count + 1)}
                        >
                          +
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}

export { ObjectSelectionStep as Component };
