import type { PlacedObject } from '@plotplan/domain';
import { CHAR_WIDTH, layoutLabels } from './object-labels';
import { worldToScreen, type Viewport } from './viewport';

/** An upright box on screen, pixels. */
export interface ScreenBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export const boxesOverlap = (a: ScreenBox, b: ScreenBox): boolean =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * Where the objects' names and numbers are drawn (PlanLabels with its defaults) as screen boxes, so
 * what is drawn over the plan later (dimension labels) can keep off them.
 */
export function objectLabelBoxes(
  objects: readonly PlacedObject[],
  names: ReadonlyMap<string, string>,
  view: Viewport,
): ScreenBox[] {
  const { labels } = layoutLabels(objects, (o) => names.get(o.id) ?? o.landscape_object, {
    scale: view.scale,
  });
  const boxes: ScreenBox[] = [];
  for (const label of labels) {
    const [x, y] = worldToScreen(view, label.at);
    const size = label.size * view.scale;
    let w: number;
    let h: number;
    if (label.kind === 'number') {
      if (!label.drawn) continue;
      w = (String(label.number).length * CHAR_WIDTH + 0.4) * size;
      h = 1.2 * size;
    } else {
      const t = (label.angle * Math.PI) / 180;
      const [lw, lh] = [label.width * view.scale, label.height * view.scale];
      w = Math.abs(Math.cos(t)) * lw + Math.abs(Math.sin(t)) * lh;
      h = Math.abs(Math.sin(t)) * lw + Math.abs(Math.cos(t)) * lh;
    }
    boxes.push({ minX: x - w / 2, maxX: x + w / 2, minY: y - h / 2, maxY: y + h / 2 });
  }
  return boxes;
}
