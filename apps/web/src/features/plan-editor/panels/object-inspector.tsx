import type { LandscapeObject, PlacedObject, UnitSystem } from '@plotplan/domain';
import type { PlanEditor } from '../model/plan-editor';
import { sizeRangeOf } from '../model/plan-operations';
import { CommitNumberField } from '../../../components/form/commit-number-field';
import { formatNumber, useLocale, useT } from '../../../lib/i18n';
import { formatLength } from '../../../lib/units';

interface ObjectInspectorProps {
  readonly editor: PlanEditor;
  readonly objects: readonly PlacedObject[];
  readonly entryOf: (code: string) => LandscapeObject | undefined;
  /** Season sun hours per object id, when the sun map is ready. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
  /** The plot's unit system: place and size in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}

/** The selected object's place, turn and size as fields, with lock, turn and delete. */
export function ObjectInspector({ editor, objects, entryOf, sunHours, units }: ObjectInspectorProps) {
  const t = useT();
  const locale = useLocale();
  if (objects.length === 0)
    return (
      <section className="editor-panel" aria-label={t('inspector.selection')}>
        <p className="muted">{t('inspector.selectHint')}</p>
      </section>
    );
  if (objects.length > 1) {
    const ids = objects.map((o) => o.id);
    return (
      <section className="editor-panel" aria-label={t('inspector.selection')}>
        <h2 className="editor-panel__title">{t('inspector.selected', { count: objects.length })}</h2>
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => editor.toggleLock(ids)}>
            {objects.some((o) => !o.locked) ? t('inspector.lock') : t('inspector.unlock')}
          </button>
          <button type="button" className="button button--small" onClick={() => editor.rotateBy(90)}>
            {t('inspector.turn')}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => editor.deleteSelected()}
          >
            {t('common.delete')}
          </button>
        </div>
      </section>
    );
  }
  const o = objects[0] as PlacedObject;
  const entry = entryOf(o.landscape_object);
  const range = sizeRangeOf(entry, o);
  const name = o.label ?? entry?.name ?? o.landscape_object;
  const hours = sunHours?.[o.id];
  const locked = o.locked;
  const rotatable = o.shape === 'rect' && (entry?.rotatable ?? true);
  // One geometry number: shown in metres or feet and inches (degrees for rotation), fixed when its range has no room.
  const field = (
    key: 'x' | 'y' | 'width' | 'depth' | 'rotation_deg',
    label: string,
    { fixed = false, ...limits }: { min?: number; max?: number; step?: number; fixed?: boolean } = {},
  ) => (
    <CommitNumberField
      label={label}
      unit={key === 'rotation_deg' ? '°' : t('unit.mShort')}
      units={key === 'rotation_deg' ? undefined : units}
      value={o[key]}
      {...limits}
      disabled={locked || fixed || (limits.min !== undefined && limits.min === limits.max)}
      onCommit={(value) => editor.setGeometry(o.id, { [key]: value })}
    />
  );
  return (
    <section className="editor-panel object-inspector" aria-labelledby="inspector-title">
      <h2 id="inspector-title" className="editor-panel__title">
        {name}
      </h2>
      {locked && <p className="muted">{t('inspector.locked')}</p>}
      <div className="object-inspector__grid">
        {field('x', 'X')}
        {field('y', 'Y')}
        {o.shape === 'circle' ? (
          <CommitNumberField
            label={t('inspector.diameter')}
            unit={t('unit.mShort')}
            units={units}
            value={o.width}
            min={range.minWidth}
            max={range.maxWidth}
            disabled={locked || range.minWidth === range.maxWidth}
            onCommit={(width) => editor.setGeometry(o.id, { width, depth: width })}
          />
        ) : (
          <>
            {field('width', t('inspector.width'), { min: range.minWidth, max: range.maxWidth })}
            {field('depth', t('inspector.depth'), { min: range.minDepth, max: range.maxDepth })}
            {field('rotation_deg', t('inspector.rotation'), { min: 0, max: 360, step: 1, fixed: !rotatable })}
          </>
        )}
      </div>
      <p className="muted">
        {t('inspector.height', { height: formatLength(units ?? 'metric', locale, o.height_m) })}
        {hours !== undefined && (
          <>
            {' · '}
            <span data-testid="object-sun-hours">
              {t('inspector.sunHours', { hours: formatNumber(locale, hours, { decimals: 1, fixed: true }) })}
            </span>{' '}
            {t('inspector.seasonAverage')}
          </>
        )}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          aria-pressed={locked}
          onClick={() => editor.toggleLock([o.id])}
        >
          {locked ? t('inspector.unlock') : t('inspector.lock')}
        </button>
        {rotatable && (
          <button
            type="button"
            className="button button--small"
            disabled={locked}
            onClick={() => editor.rotateBy(90)}
          >
            {t('inspector.turn')}
          </button>
        )}
        <button
          type="button"
          className="button button--small button--danger"
          disabled={locked}
          onClick={() => editor.deleteSelected()}
        >
          {t('common.delete')}
        </button>
      </div>
    </section>
  );
}
