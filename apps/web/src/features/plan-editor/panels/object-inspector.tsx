import type { LandscapeObject, PlacedObject } from '@plotplan/domain';
import type { PlanEditor } from '../model/plan-editor';
import { sizeRangeOf } from '../model/plan-operations';
import { CommitNumberField } from '../../../components/form/commit-number-field';

interface ObjectInspectorProps {
  readonly editor: PlanEditor;
  readonly objects: readonly PlacedObject[];
  readonly entryOf: (code: string) => LandscapeObject | undefined;
  /** Season sun hours per object id, when the sun map is ready. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
}

/** The selected object's place, turn and size as fields, with lock, turn and delete. */
export function ObjectInspector({ editor, objects, entryOf, sunHours }: ObjectInspectorProps) {
  if (objects.length === 0)
    return (
      <section className="editor-panel" aria-label="Selection">
        <p className="muted">Select an object on the plan or in the list to move, turn, resize or lock it.</p>
      </section>
    );
  if (objects.length > 1) {
    const ids = objects.map((o) => o.id);
    return (
      <section className="editor-panel" aria-label="Selection">
        <h2 className="editor-panel__title">{objects.length} objects selected</h2>
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => editor.toggleLock(ids)}>
            {objects.some((o) => !o.locked) ? 'Lock' : 'Unlock'}
          </button>
          <button type="button" className="button button--small" onClick={() => editor.rotateBy(90)}>
            Turn 90°
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => editor.deleteSelected()}
          >
            Delete
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
  // One geometry number: shown in metres (degrees for rotation), fixed when its range has no room.
  const field = (
    key: 'x' | 'y' | 'width' | 'depth' | 'rotation_deg',
    label: string,
    { fixed = false, ...limits }: { min?: number; max?: number; step?: number; fixed?: boolean } = {},
  ) => (
    <CommitNumberField
      label={label}
      unit={key === 'rotation_deg' ? '°' : 'm'}
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
      {locked && <p className="muted">Locked: unlock it to move, turn, resize or delete it.</p>}
      <div className="object-inspector__grid">
        {field('x', 'X')}
        {field('y', 'Y')}
        {o.shape === 'circle' ? (
          <CommitNumberField
            label="Diameter"
            unit="m"
            value={o.width}
            min={range.minWidth}
            max={range.maxWidth}
            disabled={locked || range.minWidth === range.maxWidth}
            onCommit={(width) => editor.setGeometry(o.id, { width, depth: width })}
          />
        ) : (
          <>
            {field('width', 'Width', { min: range.minWidth, max: range.maxWidth })}
            {field('depth', 'Depth', { min: range.minDepth, max: range.maxDepth })}
            {field('rotation_deg', 'Rotation', { min: 0, max: 360, step: 1, fixed: !rotatable })}
          </>
        )}
      </div>
      <p className="muted">
        Height {o.height_m} m
        {hours !== undefined && (
          <>
            {' · '}
            <span data-testid="object-sun-hours">{hours.toFixed(1)} h of sun a day</span> (season average)
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
          {locked ? 'Unlock' : 'Lock'}
        </button>
        {rotatable && (
          <button
            type="button"
            className="button button--small"
            disabled={locked}
            onClick={() => editor.rotateBy(90)}
          >
            Turn 90°
          </button>
        )}
        <button
          type="button"
          className="button button--small button--danger"
          disabled={locked}
          onClick={() => editor.deleteSelected()}
        >
          Delete
        </button>
      </div>
    </section>
  );
}
