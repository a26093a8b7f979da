import type { PlacedObject } from '@plotplan/domain';
import { type ObjectStyles, styleFor } from '../../../lib/plan-canvas';

interface ObjectsListProps {
  readonly objects: readonly PlacedObject[];
  readonly styles: ObjectStyles;
  readonly selectedIds: readonly string[];
  readonly problemIds: ReadonlySet<string>;
  readonly onSelect: (ids: readonly string[], additive: boolean) => void;
}

/** The plan's objects as a list: the keyboard and screen-reader way to pick one. */
export function ObjectsList({ objects, styles, selectedIds, problemIds, onSelect }: ObjectsListProps) {
  if (objects.length === 0) return <p className="muted">No objects yet: add one or generate a plan.</p>;
  return (
    <ul className="objects-list" aria-label="Objects on the plan">
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
                {o.shape === 'circle' ? `⌀ ${o.width} m` : `${o.width} × ${o.depth} m`}
                {o.locked ? ' · locked' : ''}
                {problemIds.has(o.id) ? ' · breaks a rule' : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
