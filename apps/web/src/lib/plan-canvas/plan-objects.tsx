import type { PlacedObject, Plan } from '@plotplan/domain';
import { styleFor, type ObjectStyles } from './object-styles';
import { FootprintElement } from './footprint-element';
import type { Viewport } from './viewport';

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
  return <FootprintElement object={object} view={view} name={name} {...common} />;
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
