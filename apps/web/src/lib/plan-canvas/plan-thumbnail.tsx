import {
  PLAN_ELEMENTS,
  planDrawingModel,
  planPathShapes,
  thumbnailBandDepth,
  type PlanDrawingModel,
} from '@plotplan/contract/drawing';
import { unitSystemOf, type Plan, type PlanZone, type Plot, type Point } from '@plotplan/domain';
import { useMemo, useRef, useState } from 'react';
import { PlanObjects, type LabelMode } from './plan-objects';
import { PlanPaths } from './plan-paths';
import { PlanPatterns } from './plan-patterns';
import { PlanKey } from './plan-key';
import type { KeyEntry } from './object-labels';
import type { Viewport } from './viewport';
import { thumbnailViewBox, viewBoxAttribute } from './footprint';
import type { ObjectStyles } from './object-styles';
import { framedCorners, ThumbnailSurroundings } from './thumbnail-surroundings';
import { useElementSize } from './use-element-size';
import { labelSize, ZoneLabels, ZoneOutlines } from './zone-outlines';

/** Plan coordinates drawn as they are, with y flipped: the viewBox does the fitting. */
const identity: Viewport = { scale: 1, tx: 0, ty: 0 };

const pointsOf = (points: readonly Point[]) => points.map(([x, y]) => `${x},${-y}`).join(' ');

interface PlanThumbnailProps {
  readonly plot: Plot | null;
  readonly plan: Plan | null;
  readonly styles: ObjectStyles;
  /** The accessible name of the picture. */
  readonly label: string;
  readonly className?: string;
  /** Design zones to outline under the objects (the summary shows them; thumbnails leave them out). */
  readonly zones?: readonly PlanZone[];
  /** Mean sun hours per day by object id, when known: shown in each object's tooltip. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
  /** Names where they fit (the default); 'numbers' adds numbers and the key below the picture. */
  readonly labels?: LabelMode;
}

/** Until the picture is measured (and in tests), labels are laid out for a card about 360 px wide. */
const ASSUMED_WIDTH_PX = 360;

/** A small static picture of a plot and its plan (no interaction), fitted to its box. */
export function PlanThumbnail({
  plot,
  plan,
  styles,
  label,
  className,
  zones,
  sunHours,
  labels = 'names',
}: PlanThumbnailProps) {
  // The drawing model of the plot (with thin bands beyond its sides). The plan's paths are the
  // model's too (`planPathShapes`, drawn with or without a plot), and its objects' footprints
  // (`objectOutline`, in FootprintElement); their patterns, symbols and labels are the canvas's own.
  const model = useMemo(
    () => (plot === null ? null : planDrawingModel(plot, null, { bands: 'thumbnail' })),
    [plot],
  );
  const paths = useMemo(() => planPathShapes(plan), [plan]);
  // Framed with what lies beyond the plot (streets, neighbours' houses), so they are not cut off.
  const box = useMemo(
    () =>
      thumbnailViewBox(
        plot === null || model === null ? null : { boundary: framedCorners(plot, model) },
        plan,
      ),
    [plot, model, plan],
  );
  const svg = useRef<SVGSVGElement>(null);
  const size = useElementSize(svg);
  // The viewBox is in metres and fitted ("meet"): this many pixels show one metre.
  const measured = Math.min(size.width / box.width, size.height / box.height);
  const pixelsPerMetre = measured > 0 ? measured : ASSUMED_WIDTH_PX / box.width;
  const [key, setKey] = useState<readonly KeyEntry[]>([]);
  const picture = (
    <svg
      ref={svg}
      className={className === undefined ? 'plan-thumbnail' : `plan-thumbnail ${className}`}
      viewBox={viewBoxAttribute(box)}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
    >
      {plot !== null && model !== null && (
        <ThumbnailSurroundings surroundings={model} depth={thumbnailBandDepth(plot)} />
      )}
      {model?.plot !== undefined && (
        <polygon
          className="plan-thumbnail__plot"
          points={pointsOf(model.plot.ring)}
          fill={PLAN_ELEMENTS[model.plot.style].thumbnail}
        />
      )}
      {model?.protectedAreas.map(({ id, outline }) =>
        outline.kind === 'circle' ? (
          <circle
            key={id}
            className="plan-thumbnail__protected"
            cx={outline.center[0]}
            cy={-outline.center[1]}
            r={outline.radius}
          />
        ) : (
          <polygon key={id} className="plan-thumbnail__protected" points={pointsOf(outline.ring)} />
        ),
      )}
      {plot !== null && model !== null && <ProtectedLabels plot={plot} model={model} />}
      {zones !== undefined && zones.length > 0 && <ZoneOutlines zones={zones} plot={plot} />}
      {plan !== null && (
        <PlanPatterns view={identity}>
          <PlanPaths paths={paths} view={identity} />
          <PlanObjects
            plan={plan}
            view={identity}
            styles={styles}
            sunHours={sunHours}
            labels={labels}
            pixelsPerUnit={pixelsPerMetre}
            onKey={setKey}
            {...(plot === null ? {} : { units: unitSystemOf(plot) })}
          />
        </PlanPatterns>
      )}
      {zones !== undefined && zones.length > 0 && <ZoneLabels zones={zones} plot={plot} plan={plan} />}
    </svg>
  );
  if (labels !== 'numbers') return picture;
  return (
    <>
      {picture}
      <PlanKey entries={key} />
    </>
  );
}

/** Each protected area's label (the old birch, the easement) at its middle, in the zones' type. */
function ProtectedLabels({ plot, model }: { readonly plot: Plot; readonly model: PlanDrawingModel }) {
  const size = labelSize(plot) * 0.8;
  return (
    <g className="plan-thumbnail__protected-labels" aria-hidden="true">
      {model.protectedAreas.map((area) => {
        if (area.label.trim() === '') return null;
        const [x, y] = area.labelAnchor;
        return (
          <text
            key={area.id}
            className="plan-zone__label plan-thumbnail__protected-label"
            x={x}
            y={-y}
            fontSize={size}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {area.label.trim()}
          </text>
        );
      })}
    </g>
  );
}
