import type { PlacedObject, Plan, UnitSystem } from '@plotplan/domain';
import { useMemo } from 'react';
import { FootprintElement } from './footprint-element';
import { PlanLabels } from './plan-labels';
import type { KeyEntry } from './object-labels';
import { styleFor, type ObjectStyles } from './object-styles';
import { useLocale } from '../i18n';
import { objectTooltipLines } from './object-tooltip';
import type { Viewport } from './viewport';

/** What names a picture writes on its objects: none, names where they fit, or numbers besides. */
export type LabelMode = 'none' | 'names' | 'numbers';

interface PlanObjectsProps {
  readonly plan: Plan;
  readonly view: Viewport;
  /** Names and drawing families by catalog code (objectStylesOf(catalog)). */
  readonly styles: ObjectStyles;
  /** Mean sun hours per day by object id, when known: shown in each object's tooltip. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
  readonly labels?: LabelMode;
  /** Screen pixels per unit of the view (a thumbnail is drawn in metres and scaled by its viewBox). */
  readonly pixelsPerUnit?: number;
  readonly onKey?: (key: readonly KeyEntry[]) => void;
  /** The plot's unit system: sizes in feet and inches in the tooltips of an imperial plot. */
  readonly units?: UnitSystem;
}

function ObjectShape({
  object,
  view,
  styles,
  sunHours,
  units,
}: {
  object: PlacedObject;
  view: Viewport;
  styles: ObjectStyles;
  sunHours: number | undefined;
  units: UnitSystem;
}) {
  const locale = useLocale();
  const { name, color, family } = styleFor(styles, object.landscape_object, object.label);
  return (
    <FootprintElement
      object={object}
      view={view}
      name={name}
      family={family}
      tooltip={objectTooltipLines(name, object, sunHours, locale, units).join('\n')}
      data-object-id={object.id}
      data-code={object.landscape_object}
      data-family={family}
      role="img"
      aria-label={name}
      className={object.locked ? 'plan-object plan-object--locked' : 'plan-object'}
      fill={color}
    />
  );
}

/** Each object's name by id, for labels. */
export function useObjectNames(objects: readonly PlacedObject[], styles: ObjectStyles) {
  return useMemo(
    () => new Map(objects.map((o) => [o.id, styleFor(styles, o.landscape_object, o.label).name])),
    [objects, styles],
  );
}

/**
 * A plan's objects in screen space, each filled with its family's pattern, with its plan symbol,
 * titled with name, size and sun, and labelled with its name where it fits.
 */
export function PlanObjects({
  plan,
  view,
  styles,
  sunHours,
  labels = 'names',
  pixelsPerUnit = 1,
  onKey,
  units = 'metric',
}: PlanObjectsProps) {
  const names = useObjectNames(plan.objects, styles);
  return (
    <>
      <g className="plan-objects">
        {plan.objects.map((object) => (
          <ObjectShape
            key={object.id}
            object={object}
            view={view}
            styles={styles}
            sunHours={sunHours?.[object.id]}
            units={units}
          />
        ))}
      </g>
      {labels !== 'none' && (
        <PlanLabels
          objects={plan.objects}
          names={names}
          view={view}
          pixelsPerUnit={pixelsPerUnit}
          numbers={labels === 'numbers'}
          {...(onKey === undefined ? {} : { onKey })}
        />
      )}
    </>
  );
}
