import { objectOutline } from '@plotplan/contract/drawing';
import type { PlacedObject } from '@plotplan/domain';
import type { SVGProps } from 'react';
import type { ObjectFamily } from './object-families';
import { ObjectSymbol } from './object-symbol';
import { useFamilyFill } from './plan-patterns';
import { worldToScreen, type Viewport } from './viewport';

type ShapeProps = Omit<
  SVGProps<SVGCircleElement> & SVGProps<SVGPolygonElement>,
  'points' | 'cx' | 'cy' | 'r' | 'fill'
>;

interface FootprintElementProps extends ShapeProps {
  readonly object: PlacedObject;
  readonly view: Viewport;
  readonly name: string;
  /** The fill colour; inside PlanPatterns a family with a pattern is filled with it instead. */
  readonly fill: string;
  /** How the object is drawn: its pattern and plan symbol (left out: a plain footprint). */
  readonly family?: ObjectFamily | undefined;
  /** The tooltip (an SVG title): the name, or the name with size and sun. */
  readonly tooltip?: string;
}

/**
 * An object's footprint in screen space, a circle or its turned rectangle (the drawing model's
 * `objectOutline`, the paper's and the thumbnails' footprint), filled with its family's pattern,
 * its plan symbol drawn over it, and titled with its name.
 */
export function FootprintElement({
  object,
  view,
  name,
  fill,
  family,
  tooltip,
  ...props
}: FootprintElementProps) {
  const paint = useFamilyFill(family, fill);
  const title = <title>{tooltip ?? name}</title>;
  const outline = objectOutline(object);
  let shape;
  if (outline.kind === 'circle') {
    const [cx, cy] = worldToScreen(view, outline.center);
    shape = (
      <circle {...props} fill={paint} cx={cx} cy={cy} r={outline.radius * view.scale}>
        {title}
      </circle>
    );
  } else {
    // Corners come from the plan frame; worldToScreen flips y, so a CCW turn shows clockwise.
    const points = outline.ring
      .map((p) =>
        worldToScreen(view, p)
          .map((v) => v.toFixed(1))
          .join(','),
      )
      .join(' ');
    shape = (
      <polygon {...props} fill={paint} points={points}>
        {title}
      </polygon>
    );
  }
  return (
    <>
      {shape}
      <ObjectSymbol object={object} family={family} view={view} />
    </>
  );
}
