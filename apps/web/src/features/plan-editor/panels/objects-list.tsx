import type { PlacedObject, UnitSystem } from '@plotplan/domain';
import { objectSizeText, type ObjectStyles, styleFor } from '../../../lib/plan-canvas';
import { formatNumber, useLocale, useT } from '../../../lib/i18n';

interface ObjectsListProps {
  readonly objects: readonly PlacedObject[];
  readonly styles: ObjectStyles;
  readonly selectedIds: readonly string[];
  readonly problemIds: ReadonlySet<string>;
  readonly onSelect: (ids: readonly string[], additive: boolean) => void;
  /** The plot's units: an imperial plot's sizes read in feet and inches. */
  readonly units?: UnitSystem;
}

/** The plan's objects as a list: the keyboard and screen-reader way to pick one. */
export function ObjectsList({
  objects,
  styles,
  selectedIds,
  problemIds,
  onSelect,
  units = 'metric',
}: ObjectsListProps) {
  const t = useT();
  const locale = useLocale();
  const size = (m: number) => formatNumber(locale, m, { decimals: 2, grouping: false });
  if (objects.length === 0) return <p className="muted">{t('objects.none')}</p>;
  return (
    <ul className="objects-list" aria-label={t('objects.onPlan')}>
      {objects.map((o) => {
        const { name, color } = styleFor(styles, o.landscape_object, o.label);
        const selected = selectedIds.includes(o.id);
        return (
          <li key={o.id}>
            <button
              type="button"
              className="objects-list__item"
              aria-pressed={selected}
              onClick={(event) => onSelect([o.id], event.shiftKey || event.ctrlKey || event.metaKey)}
            >
              <span className="objects-list__swatch" style={{ background: color }} aria-hidden="true" />
              <span>{name}</span>
              <span className="muted">
                {units === 'imperial'
                  ? objectSizeText(o, locale, units)
                  : o.shape === 'circle'
                    ? t('objects.circleSize', { diameter: size(o.width) })
                    : t('objects.rectSize', { width: size(o.width), depth: size(o.depth) })}
                {o.locked ? t('objects.locked') : ''}
                {problemIds.has(o.id) ? t('objects.breaksRule') : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
