import { PLAN_INKS } from '@plotplan/contract/drawing';
import { pointsBox, type PlacedObject } from '@plotplan/domain';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { footprintExtent } from './footprint';
import { CHAR_WIDTH } from './object-labels';
import { worldToScreen, type Viewport } from './viewport';

const FONT = 13;
const PAD = 8;
/** How long a tapped object's details stay up on a touch screen. */
const PINNED_MS = 4000;

interface ObjectPopoverProps {
  readonly object: PlacedObject;
  /** Name first, then size and sun (objectTooltipLines). */
  readonly lines: readonly string[];
  readonly view: Viewport;
}

/** A small card above an object (below it near the top edge) with its name, size and sun hours. */
export function ObjectPopover({ object, lines, view }: ObjectPopoverProps) {
  const box = pointsBox(footprintExtent(object).map((p) => worldToScreen(view, p)));
  const width = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH * FONT + 2 * PAD;
  const height = lines.length * FONT * 1.35 + 2 * PAD - FONT * 0.35;
  const x = Math.max(4, (box.minX + box.maxX) / 2 - width / 2);
  const above = box.minY - height - 8;
  const y = above >= 4 ? above : box.maxY + 8;
  return (
    <g className="object-popover" role="tooltip" aria-label={lines.join(', ')} pointerEvents="none">
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={6}
        fill={PLAN_INKS.white}
        stroke={PLAN_INKS.outline}
        strokeWidth={1}
      />
      <text x={x + PAD} y={y + PAD} fontSize={FONT} fill={PLAN_INKS.label} dominantBaseline="hanging">
        {lines.map((line, i) => (
          <tspan key={i} x={x + PAD} dy={i === 0 ? 0 : FONT * 1.35} fontWeight={i === 0 ? 700 : 400}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

const objectIdOf = (event: PointerEvent<Element>) =>
  event.target instanceof Element
    ? (event.target.closest('[data-object-id]')?.getAttribute('data-object-id') ?? undefined)
    : undefined;

/**
 * Which object the pointer is over (a mouse) or last tapped (touch and pen, for a few seconds):
 * spread `handlers` on the group holding the objects.
 */
export function useObjectHover() {
  const [id, setId] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onPointerOver = useCallback((event: PointerEvent<Element>) => {
    if (event.pointerType === 'mouse') setId(objectIdOf(event));
  }, []);
  const onPointerOut = useCallback((event: PointerEvent<Element>) => {
    if (event.pointerType === 'mouse') setId(undefined);
  }, []);
  const onPointerDown = useCallback((event: PointerEvent<Element>) => {
    if (event.pointerType === 'mouse') return;
    clearTimeout(timer.current);
    setId(objectIdOf(event));
    timer.current = setTimeout(() => setId(undefined), PINNED_MS);
  }, []);
  return { id, handlers: { onPointerOver, onPointerOut, onPointerDown } };
}
