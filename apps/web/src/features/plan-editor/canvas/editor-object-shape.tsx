import type { PlacedObject } from '@plotplan/domain';
import { memo } from 'react';
import { rectCorners } from '../../generations/footprint';
import { worldToScreen, type Viewport } from '../../plot-editor/canvas/viewport';

export type ObjectStatus = 'ok' | 'warning' | 'error';

interface EditorObjectShapeProps {
  readonly object: PlacedObject;
  readonly view: Viewport;
  readonly name: string;
  readonly color: string;
  readonly selected: boolean;
  readonly status: ObjectStatus;
}

/**
 * One object on the editor's plan. Memoised: while one object is dragged the other 299 keep their
 * props and are not re-rendered, which is what keeps dragging smooth on large plans.
 */
export const EditorObjectShape = memo(function EditorObjectShape({
  object,
  view,
  name,
  color,
  selected,
  status,
}: EditorObjectShapeProps) {
  const className = [
    'plan-object',
    'editor-object',
    object.locked && 'plan-object--locked',
    selected && 'editor-object--selected',
    status !== 'ok' && `editor-object--${status}`,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    'data-object-id': object.id,
    'data-code': object.landscape_object,
    'data-status': status,
    'aria-label': `${name}${status === 'error' ? ' (breaks a rule)' : status === 'warning' ? ' (warning)' : ''}`,
    'aria-selected': selected,
    role: 'img',
    className,
    fill: color,
  };
  if (object.shape === 'circle') {
    const [cx, cy] = worldToScreen(view, [object.x, object.y]);
    return (
      <circle {...common} cx={cx} cy={cy} r={(object.width / 2) * view.scale}>
        <title>{name}</title>
      </circle>
    );
  }
  const points = rectCorners(object)
    .map((p) =>
      worldToScreen(view, p)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');
  return (
    <polygon {...common} points={points}>
      <title>{name}</title>
    </polygon>
  );
});
