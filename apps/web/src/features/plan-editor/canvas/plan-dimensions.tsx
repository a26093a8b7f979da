import type { Plan, Point, UnitSystem, Violation } from '@plotplan/domain';
import { useMemo } from 'react';
import { selectionMeasurements, type Measurement } from '../model/measurements';
import { objectLabelBoxes, worldToScreen, type Viewport } from '../../../lib/plan-canvas';
import { useT } from '../../../lib/i18n';
import { metresText, placeDimensionLabels, shortfallText, type LabelSpot } from './dimension-labels';

/** A dimension line with its label at `spot` (placed by placeDimensionLabels). */
export function Dimension({
  from,
  to,
  view,
  label,
  className,
  title,
  spot,
}: {
  from: Point;
  to: Point;
  view: Viewport;
  label: string;
  className: string;
  title?: string;
  /** Where the label goes; by default just above the line's middle. */
  spot?: LabelSpot;
}) {
  const [ax, ay] = worldToScreen(view, from);
  const [bx, by] = worldToScreen(view, to);
  return (
    <g className={className}>
      {title !== undefined && <title>{title}</title>}
      <line x1={ax} y1={ay} x2={bx} y2={by} />
      <circle cx={ax} cy={ay} r={2.5} />
      <circle cx={bx} cy={by} r={2.5} />
      {spot === undefined ? (
        <text x={(ax + bx) / 2 + 4} y={(ay + by) / 2 - 4}>
          {label}
        </text>
      ) : (
        <text x={spot.x} y={spot.y} textAnchor="middle" dominantBaseline="central">
          {label}
        </text>
      )}
    </g>
  );
}

interface PlanDimensionsProps {
  readonly plan: Plan;
  /** Violations to draw as lines from the object to what it is too close to. */
  readonly violations: readonly Violation[];
  /** One selected object gets its dimensions to the nearest side and the two nearest objects. */
  readonly selectedIds: readonly string[];
  readonly showSelection: boolean;
  readonly boundary: readonly Point[];
  readonly names: ReadonlyMap<string, string>;
  readonly view: Viewport;
  /** The plot's unit system: dimensions in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}

const key = (m: Measurement) => `${m.to}-${m.otherId ?? ''}`;
const spotProp = (spot: LabelSpot | undefined) => (spot === undefined ? {} : { spot });

/**
 * The selection's dimensions (as on the PDF, to 0.1 m) and the violations' red lines labelled with
 * the shortfall. Their labels are placed together, the selection's first, so none covers another or
 * an object's name.
 */
export function PlanDimensions({
  plan,
  violations,
  selectedIds,
  showSelection,
  boundary,
  names,
  view,
  units = 'metric',
}: PlanDimensionsProps) {
  const t = useT();
  const nameOf = (id: string) => names.get(id) ?? t('dimension.object');
  const selected =
    showSelection && selectedIds.length === 1 ? plan.objects.find((o) => o.id === selectedIds[0]) : undefined;
  const measurements = useMemo(
    () =>
      selected === undefined
        ? []
        : selectionMeasurements(selected, plan.objects, boundary).filter((m) => m.distance_m >= 0.05),
    [selected, plan.objects, boundary],
  );
  const lines = violations.filter((v) => v.line !== undefined);
  const obstacles = useMemo(
    () => (measurements.length + lines.length === 0 ? [] : objectLabelBoxes(plan.objects, names, view)),
    [measurements.length, lines.length, plan.objects, names, view],
  );
  const screen = (p: Point) => worldToScreen(view, p);
  const spots = placeDimensionLabels(
    [
      ...measurements.map((m) => ({
        from: screen(m.from),
        to: screen(m.toPoint),
        text: metresText(m.distance_m, units),
      })),
      ...lines.map((v) => ({
        from: screen([v.line?.from.x ?? 0, v.line?.from.y ?? 0]),
        to: screen([v.line?.to.x ?? 0, v.line?.to.y ?? 0]),
        text: shortfallText(v.shortfall_m, units),
      })),
    ],
    obstacles,
  );
  return (
    <>
      <g className="editor-violations" aria-hidden="true">
        {lines.map((v, i) =>
          v.line === undefined ? null : (
            <Dimension
              key={`${v.rule_id}-${v.object_ids.join('-')}-${i}`}
              from={[v.line.from.x, v.line.from.y]}
              to={[v.line.to.x, v.line.to.y]}
              view={view}
              label={shortfallText(v.shortfall_m, units)}
              className={`editor-violation editor-violation--${v.severity}`}
              {...spotProp(spots[measurements.length + i])}
            />
          ),
        )}
      </g>
      {selected !== undefined && (
        <g className="editor-dimensions" role="group" aria-label={t('dimension.selection')}>
          {measurements.map((m, i) => {
            const to = m.to === 'boundary' ? t('dimension.boundary') : nameOf(m.otherId ?? '');
            return (
              <Dimension
                key={key(m)}
                from={m.from}
                to={m.toPoint}
                view={view}
                label={metresText(m.distance_m, units)}
                title={t('dimension.title', {
                  name: nameOf(selected.id),
                  to,
                  length: metresText(m.distance_m, units),
                })}
                className={`editor-measure editor-measure--${m.to}`}
                {...spotProp(spots[i])}
              />
            );
          })}
        </g>
      )}
    </>
  );
}
