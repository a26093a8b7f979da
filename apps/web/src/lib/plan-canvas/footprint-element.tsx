import type { PlacedObject } from '@plotplan/domain';
import type { SVGProps } from 'react';
import { rectCorners } from './footprint';
import { worldToScreen, type Viewport } from './viewport';

type ShapeProps = Omit<
  SVGProps<SVGCircleElement> & SVGProps<SVGPolygonElement>,
  'points' | 'cx' | 'cy' | 'r'
>;

/** An object's footprint in screen space: a circle, or its turned rectangle, titled with its name. */
export function FootprintElement({
  object,
  view,
  name,
  ...props
}: { object: PlacedObject; view: Viewport; name: string } & ShapeProps) {
  if (object.shape === 'circle') {
    const [cx, cy] = worldToScreen(view, [object.x, object.y]);
    return (
      <circle {...props} cx={cx} cy={cy} r={(object.width / 2) * view.scale}>
        <title>{name}</title>
      </circle>
    );
  }
  // Corners come from the plan frame; worldToScreen flips y, so a CCW turn shows clockwise.
  const points = rectCorners(object)
    .map((p) =>
      worldToScreen(view, p)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');
  return (
    <polygon {...props} points={points}>
      <title>{name}</title>
    </polygon>
  );
}
