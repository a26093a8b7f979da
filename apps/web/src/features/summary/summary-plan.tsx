import { unitSystemOf, type Plan, type PlanZone, type Plot, type UnitSystem } from '@plotplan/domain';
import { useRef, type CSSProperties } from 'react';
import {
  NorthArrow,
  PlanThumbnail,
  ScaleBar,
  thumbnailSurroundingPoints,
  thumbnailViewBox,
  useElementSize,
  type ObjectFamily,
  type ObjectStyles,
} from '../../lib/plan-canvas';
import { FamilySwatch } from './family-swatch';
import { useT } from '../../lib/i18n';
import type { ObjectRow } from './object-rows';

interface SummaryPlanProps {
  readonly name: string;
  readonly plot: Plot;
  readonly plan: Plan;
  readonly styles: ObjectStyles;
  readonly zones: readonly PlanZone[];
  readonly rows: readonly ObjectRow[];
  /** Mean sun hours per day by object id, when known: shown in each object's tooltip. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
}

interface KeyRow {
  readonly type: string;
  readonly family: ObjectFamily | undefined;
  readonly color: string;
  readonly count: number;
}

/** Each family on the plan (as the drawing groups them) with how many objects are of it, in plan order. */
function familyKey(rows: readonly ObjectRow[]): KeyRow[] {
  const groups = new Map<string, KeyRow>();
  for (const row of rows) {
    const entry = groups.get(row.type);
    groups.set(
      row.type,
      entry === undefined
        ? { type: row.type, family: row.family, color: row.color, count: 1 }
        : { ...entry, count: entry.count + 1 },
    );
  }
  return [...groups.values()];
}

/**
 * The plan's north arrow (right) and scale bar (left) in a strip of their own above the drawing, as
 * wide as it, its metres in pixels worked out from the drawing's fitted box: over the drawing they
 * covered a tree or the plot's corner.
 */
/** The strip's height, pixels (summary.css): the arrow with its "N" and the scale bar's card. */
const STRIP_PX = 60;

function PlanOverlay({ northDeg, widthM, units }: { northDeg: number; widthM: number; units: UnitSystem }) {
  const layer = useRef<SVGSVGElement>(null);
  const { width } = useElementSize(layer);
  const pixelsPerMetre = width > 0 ? width / widthM : 0;
  const arrow = width < 360 ? 32 : 40;
  return (
    <svg ref={layer} className="summary-plan__overlay" aria-hidden={width === 0 ? true : undefined}>
      {width > 0 && (
        <>
          <NorthArrow
            northDeg={northDeg}
            size={arrow}
            x={width - arrow / 2 - 8}
            y={STRIP_PX - arrow / 2 - 2}
          />
          <ScaleBar view={{ scale: pixelsPerMetre, tx: 0, ty: 0 }} height={STRIP_PX} units={units} />
        </>
      )}
    </svg>
  );
}

/**
 * The plan drawing as wide as the page allows: its box takes the plan's own proportions, so a
 * wide plot fills the width and a tall one is as tall as the screen, with a north arrow, a scale
 * bar, and the key beside it: each family's swatch as the drawing shows it.
 */
export function SummaryPlan({ name, plot, plan, styles, zones, rows, sunHours }: SummaryPlanProps) {
  const t = useT();
  const box = thumbnailViewBox({ boundary: thumbnailSurroundingPoints(plot) }, plan);
  const aspect = { '--plan-aspect': String(Number((box.width / box.height).toFixed(4))) } as CSSProperties;
  return (
    <section
      className="panel summary-section summary-plan"
      aria-labelledby="summary-plan-heading"
      style={aspect}
    >
      <h2 id="summary-plan-heading">{t('summary.plan')}</h2>
      <div className="summary-plan__body">
        <div className="summary-plan__frame">
          <PlanOverlay northDeg={plot.north_deg} widthM={box.width} units={unitSystemOf(plot)} />
          <PlanThumbnail
            plot={plot}
            plan={plan}
            styles={styles}
            label={t('summary.planLabel', { name, count: plan.objects.length })}
            className="summary-plan__drawing"
            zones={zones}
            sunHours={sunHours}
            labels="numbers"
          />
        </div>
        <ul className="summary-plan__key" aria-label={t('summary.objectTypes')}>
          {familyKey(rows).map(({ type, family, color, count }) => (
            <li key={type} data-family={family ?? 'other'}>
              <FamilySwatch family={family} color={color} />
              {type} <span className="muted">({count})</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
