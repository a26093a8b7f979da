import type { PlacedObject } from '@plotplan/domain';
import { memo } from 'react';
import { useT } from '../../../lib/i18n';
import { FootprintElement, type ObjectFamily, type Viewport } from '../../../lib/plan-canvas';

export type ObjectStatus = 'ok' | 'warning' | 'error';

interface EditorObjectShapeProps {
  readonly object: PlacedObject;
  readonly view: Viewport;
  readonly name: string;
  readonly color: string;
  /** Its drawing family: pattern and plan symbol. */
  readonly family?: ObjectFamily | undefined;
  /** The SVG title: name, size and sun. */
  readonly tooltip?: string;
  readonly selected: boolean;
  readonly status: ObjectStatus;
  /** Changed by the assistant's last reply: outlined until something is selected. */
  readonly highlighted?: boolean;
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
  family,
  tooltip,
  selected,
  status,
  highlighted = false,
}: EditorObjectShapeProps) {
  const t = useT();
  const className = [
    'plan-object',
    'editor-object',
    object.locked && 'plan-object--locked',
    selected && 'editor-object--selected',
    status !== 'ok' && `editor-object--${status}`,
    highlighted && 'editor-object--highlighted',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    'data-object-id': object.id,
    'data-code': object.landscape_object,
    'data-status': status,
    // The state is in the name: aria-selected is not allowed on an image (axe-core: aria-allowed-attr).
    'aria-label': t('canvas.objectState', {
      name,
      status,
      changed: highlighted ? 'yes' : 'no',
      selected: selected ? 'yes' : 'no',
    }),
    'data-selected': selected,
    ...(highlighted ? { 'data-highlighted': 'true' } : {}),
    'data-family': family,
    role: 'img',
    className,
    fill: color,
  };
  return (
    <FootprintElement
      object={object}
      view={view}
      name={name}
      family={family}
      {...(tooltip === undefined ? {} : { tooltip })}
      {...common}
    />
  );
});
