import type { SelectionItem } from '@plotplan/contract';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../lib/routing';
import { catalogQuery } from '../../../lib/catalog';
import { FitNotice } from '../selection/fit-notice';
import { selectionPresets } from '../selection/presets';
import { useFitEstimate } from '../selection/use-fit-estimate';
import { useEditorSession } from '../state/use-editor-session';

const MAX_COUNT = 50;
const size = (o: { shape: string; width: number; depth: number }) =>
  o.shape === 'circle' ? `Ø ${o.width} m` : `${o.width} × ${o.depth} m`;

export function ObjectSelectionStep() {
  useDocumentTitle('Object selection');
  const { draft, update } = useEditorSession();
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
          <h1 id="page-title">Object selection</h1>
          <p className="muted" aria-live="polite">
            {total} {total === 1 ? 'object' : 'objects'} chosen
          </p>
        </div>
        <FitNotice estimate={fit} />
        <section aria-label="Presets" className="presets">
          {selectionPresets.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="preset"
              onClick={() => update((d) => ({ ...d, selection: preset.items }))}
            >
              <span className="preset__name">{preset.name}</span>
              <span className="muted">{preset.description}</span>
            </button>
          ))}
          {draft.selection.length > 0 && (
            <button
              type="button"
              className="button button--small"
              onClick={() => update((d) => ({ ...d, selection: [] }))}
            >
              Clear the selection
            </button>
          )}
        </section>
        {catalog.isPending && (
          <div className="skeleton skeleton--block" aria-busy="true" aria-label="Loading the catalog" />
        )}
        {catalog.isError && (
          <div className="panel panel--error" role="alert">
            The catalog could not be loaded.{' '}
            <button type="button" className="button button--small" onClick={() => void catalog.refetch()}>
              Try again
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
                          {size(object)} · {object.height_m > 0.5 ? `${object.height_m} m high` : 'flat'}
                        </p>
                      </div>
                      <div className="stepper-input" role="group" aria-label={`${object.name} count`}>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Fewer: ${object.name}`}
                          disabled={count === 0}
                          onClick={() => setCount(object.code, count - 1)}
                        >
                          −
                        </button>
                        <output aria-live="polite">{count}</output>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`More: ${object.name}`}
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
