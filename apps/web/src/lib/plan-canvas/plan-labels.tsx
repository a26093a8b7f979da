import { PLAN_INKS } from '@plotplan/contract/drawing';
import type { PlacedObject } from '@plotplan/domain';
import { useEffect, useMemo } from 'react';
import { layoutLabels, type KeyEntry, type ObjectLabel } from './object-labels';
import { worldToScreen, type Viewport } from './viewport';

const INK = PLAN_INKS.label;

function LabelText({ label, view }: { label: ObjectLabel; view: Viewport }) {
  const [x, y] = worldToScreen(view, label.at);
  const size = label.size * view.scale;
  const halo = {
    stroke: PLAN_INKS.white,
    strokeWidth: size * 0.28,
    strokeOpacity: 0.85,
    strokeLinejoin: 'round' as const,
    paintOrder: 'stroke',
  };
  if (label.kind === 'number')
    return label.drawn ? (
      <text
        className="plan-label plan-label--number"
        data-label-for={label.id}
        x={x}
        y={y}
        fontSize={size}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
        fill={INK}
        {...halo}
      >
        {label.number}
      </text>
    ) : null;
  const first = -((label.lines.length - 1) / 2) * 1.2 * size;
  return (
    <text
      className="plan-label"
      data-label-for={label.id}
      transform={
        label.angle === 0 ? undefined : `rotate(${label.angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})`
      }
      fontSize={size}
      textAnchor="middle"
      dominantBaseline="central"
      fill={INK}
      {...halo}
    >
      {label.lines.map((line, i) => (
        <tspan key={i} x={x} y={y + first + i * 1.2 * size}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

interface PlanLabelsProps {
  readonly objects: readonly PlacedObject[];
  /** Each object's name by id. */
  readonly names: ReadonlyMap<string, string>;
  readonly view: Viewport;
  /** Pixels per metre on screen when the view's units are not pixels (a thumbnail drawn in metres). */
  readonly pixelsPerUnit?: number;
  /** Numbers for objects too small for their name; off, those stay unlabelled. */
  readonly numbers?: boolean;
  readonly minPx?: number;
  readonly maxPx?: number;
  /** Told the numbered objects whenever they change (for a PlanKey beside the picture). */
  readonly onKey?: (key: readonly KeyEntry[]) => void;
}

/**
 * The objects' names, drawn over every footprint where they fit, and numbers where they do not
 * (layoutLabels). Labels take no pointer events: hover and drag go to the objects beneath.
 */
export function PlanLabels({
  objects,
  names,
  view,
  pixelsPerUnit = 1,
  numbers = true,
  minPx,
  maxPx,
  onKey,
}: PlanLabelsProps) {
  const scale = view.scale * pixelsPerUnit;
  const layout = useMemo(
    () =>
      layoutLabels(objects, (o) => names.get(o.id) ?? o.landscape_object, {
        scale,
        numbers,
        ...(minPx === undefined ? {} : { minPx }),
        ...(maxPx === undefined ? {} : { maxPx }),
      }),
    [objects, names, scale, numbers, minPx, maxPx],
  );
  const keySignature = layout.key.map((e) => `${e.number}:${e.id}:${e.name}`).join('\n');
  useEffect(() => {
    onKey?.(layout.key);
    // The signature stands for the key: a new layout with the same key need not be reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keySignature, onKey]);
  return (
    <g className="plan-labels" pointerEvents="none" aria-hidden="true" fontFamily="system-ui, sans-serif">
      {layout.labels.map((label) => (
        <LabelText key={label.id} label={label} view={view} />
      ))}
    </g>
  );
}
