import type { PlacedObject, Plan } from '@plotplan/domain';
import { rectCorners } from '../../generations/footprint';
import { styleFor, type ObjectStyles } from '../../generations/object-styles';
import { worldToScreen, type Viewport } from './viewport';

interface PlanObjectsProps {
  readonly plan: Plan;
  readonly view: Viewport;
  /** Names and colours by catalog code (objectStylesOf(catalog)). */
  readonly styles: ObjectStyles;
}

function ObjectShape({
  object,
  view,
  styles,
}: {
  object: PlacedObject;
  view: Viewport;
  styles: ObjectStyles;
}) {
  const { name, color } = styleFor(styles, object.landscape_object, object.label);
  const common = {
    'data-object-id': object.id,
    'data-code': object.landscape_object,
    role: 'img',
    'aria-label': name,
    className: object.locked ? 'plan-object plan-object--locked' : 'plan-object',
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
  // Corners come from the plan frame; worldToScreen flips y, so a CCW turn shows clockwise.
  const points = rectCorners(object)
    .map((p) =>
      worldToScreen(view, p)
        .map((v) => v.toFixed(2))
        .join(','),
    )
    .join(' ');
  return (
    <polygon {...common} points={points}>
      <title>{name}</title>
    </polygon>
  );
}

/** A plan's objects in screen space, filled with their object type's colour. */
export function PlanObjects({ plan, view, styles }: PlanObjectsProps) {
  return (
    <g className="plan-objects">
      {plan.objects.map((object) => (
        <ObjectShape key={object.id} object={object} view={view} styles={styles} />
      ))}
    </g>
  );
}
