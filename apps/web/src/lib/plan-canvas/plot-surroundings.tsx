import {
  BAND_LOOKS,
  FENCE_INK,
  NEIGHBOUR_HOUSE,
  PLAN_INKS,
  planSurroundings,
  STREET_CENTRE_LINE,
  TEXT_HALO,
  type NeighbourHouseShape as NeighbourHouseModel,
  type PlanSurroundings,
  type SideShape,
} from '@plotplan/contract/drawing';
import { unitSystemOf, type EdgeKind, type Plot, type Point, type UnitSystem } from '@plotplan/domain';
import { useId, useMemo } from 'react';
import type { Locale } from '@plotplan/contract/locale';
import { useLocale, useT, type MessageKey } from '../i18n';
import { formatLength } from '../units';
import { screenPoint, worldToScreen, type ScreenPoint, type Viewport } from './viewport';

const INK = PLAN_INKS.screen;
const HALO = TEXT_HALO;
/** Bands stay readable when zoomed far out and do not swamp the plan when zoomed in. */
const BAND_PX = { min: 14, max: 64 } as const;
const CHAR_PX = 6.5;

/** How a band beyond a side of each kind looks; `pattern` names a fill defined below. */
export const bandLooks: Partial<
  Record<EdgeKind, { label: MessageKey; fill: string; pattern?: string; edge: string; dash?: string }>
> = {
  street: { label: 'edge.street', ...BAND_LOOKS.street },
  driveway: { label: 'edge.driveway', ...BAND_LOOKS.driveway },
  forest: { label: 'edge.forest', ...BAND_LOOKS.forest },
  water: { label: 'edge.water', ...BAND_LOOKS.water },
  field: { label: 'edge.field', ...BAND_LOOKS.field },
};

/** A length to 0.1 m: "4.0 m", "4,0 м"; on an imperial plot to the inch: "13' 1"". */
const metres = (locale: Locale, m: number, units: UnitSystem) => formatLength(units, locale, m, 1, true);

const add = (p: ScreenPoint, [dx, dy]: readonly [number, number], k: number) =>
  screenPoint(p[0] + dx * k, p[1] + dy * k);
const pathThrough = (points: readonly ScreenPoint[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('') + 'Z';

/** A text's rotation along a screen segment, kept upright. */
function uprightAngle(a: ScreenPoint, b: ScreenPoint): number {
  let deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  if (deg > 90) deg -= 180;
  if (deg <= -90) deg += 180;
  return deg;
}

/** A label along a side, `out` px beyond it, if the side is long enough on screen to hold it. */
function SideLabel({ a, b, normal, out, text, italic = false }: SideLabelProps) {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length < text.length * CHAR_PX + 16) return null;
  const mid = add(screenPoint((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), normal, out);
  return (
    <text
      x={mid[0]}
      y={mid[1]}
      dy={4}
      textAnchor="middle"
      fontSize={11}
      fontWeight={600}
      fontStyle={italic ? 'italic' : undefined}
      fill={INK}
      transform={`rotate(${uprightAngle(a, b).toFixed(1)} ${mid[0].toFixed(1)} ${mid[1].toFixed(1)})`}
      {...HALO}
    >
      {text}
    </text>
  );
}

interface SideLabelProps {
  readonly a: ScreenPoint;
  readonly b: ScreenPoint;
  readonly normal: readonly [number, number];
  readonly out: number;
  readonly text: string;
  readonly italic?: boolean;
}

/**
 * What lies beyond each side of the plot, outside its boundary: a road band for a street, a lighter
 * dashed one for a driveway, a tree edge for a forest, waves for water, rows for a field, the
 * neighbour's house (hatched) at its offset, and fences as a fence line on the boundary. Patterns
 * and line styles, not colour alone, tell them apart, so they read in grey print.
 */
export function PlotSurroundings({
  plot,
  view,
  around: given,
}: {
  plot: Plot;
  view: Viewport;
  /** The plot's `planSurroundings`, when the caller has it (the boundary draws its sides from it). */
  around?: PlanSurroundings;
}) {
  const t = useT();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // What lies beyond each side, from the drawing model (bands at their kinds' depths, sized in
  // pixels here), the neighbours' plots and houses, and fences.
  const around = useMemo(() => given ?? planSurroundings(plot), [given, plot]);
  const ring = plot.boundary;
  if (ring.length < 3) return null;
  const screenRing = ring.map((p) => worldToScreen(view, p));
  const sideOnScreen = (edge: number) => {
    const side = around.sides[edge] as SideShape;
    const [nx, ny] = side.outward;
    // The screen's y points down.
    const normal = [nx, -ny] as const;
    return { a: worldToScreen(view, side.from), b: worldToScreen(view, side.to), normal };
  };
  const url = (name: string) => `url(#${name}-${id})`;
  // Bands are clipped to the outside of the plot: at a concave corner they would reach into it.
  const far = 1e5;
  const outside = `M${-far} ${-far}H${far}V${far}H${-far}Z${pathThrough(screenRing)}`;
  return (
    <g className="plot-surroundings">
      <SurroundingPatterns id={id} />
      <clipPath id={`outside-${id}`}>
        <path d={outside} clipRule="evenodd" />
      </clipPath>
      <g clipPath={url('outside')} pointerEvents="none">
        {around.bands.map(({ edge, style: kind, depth }) => {
          const look = bandLooks[kind];
          if (look === undefined) return null;
          const { a, b, normal: n } = sideOnScreen(edge);
          const w = Math.min(BAND_PX.max, Math.max(BAND_PX.min, depth * view.scale));
          const band = [a, b, add(b, n, w), add(a, n, w)];
          return (
            <g key={edge} className={`surrounding surrounding--${kind}`} data-edge={edge}>
              <path
                d={pathThrough(band)}
                fill={look.pattern === undefined ? look.fill : url(look.pattern)}
                stroke="none"
              />
              <line
                x1={add(a, n, w)[0]}
                y1={add(a, n, w)[1]}
                x2={add(b, n, w)[0]}
                y2={add(b, n, w)[1]}
                stroke={look.edge}
                strokeWidth={1.5}
                strokeDasharray={look.dash}
              />
              {kind === 'street' && w >= 24 && (
                <line
                  x1={add(a, n, w / 2)[0]}
                  y1={add(a, n, w / 2)[1]}
                  x2={add(b, n, w / 2)[0]}
                  y2={add(b, n, w / 2)[1]}
                  stroke={STREET_CENTRE_LINE}
                  strokeWidth={1.5}
                  strokeDasharray="10 8"
                />
              )}
              <SideLabel a={a} b={b} normal={n} out={w / 2} text={t(look.label)} />
            </g>
          );
        })}
      </g>
      {around.neighbourPlots.map(({ edge }) => (
        <g key={`n${edge}`} pointerEvents="none">
          <SideLabel {...sideOnScreen(edge)} out={14} text={t('canvas.neighbourPlot')} italic />
        </g>
      ))}
      {around.neighbourHouses.map((house) => {
        const side = around.sides[house.edge] as SideShape;
        return (
          <NeighbourHouseShape
            key={house.edge}
            house={house}
            view={view}
            hatch={url('hatch')}
            side={[side.from, side.to]}
            units={unitSystemOf(plot)}
          />
        );
      })}
      {around.fences.map(({ edge, height_m }) => (
        <FenceLine key={`f${edge}`} {...sideOnScreen(edge)} height={height_m} units={unitSystemOf(plot)} />
      ))}
    </g>
  );
}

function NeighbourHouseShape({
  house,
  view,
  hatch,
  side,
  units,
}: {
  house: NeighbourHouseModel;
  view: Viewport;
  hatch: string;
  side: readonly [Point, Point];
  units: UnitSystem;
}) {
  const corners = house.ring.map((p) => worldToScreen(view, p));
  const [p0, p1, p2, p3] = corners as [ScreenPoint, ScreenPoint, ScreenPoint, ScreenPoint];
  const centre = screenPoint((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2);
  const deep = Math.hypot(p3[0] - p0[0], p3[1] - p0[1]);
  const t = useT();
  const locale = useLocale();
  const { offset_m, height_m } = house.building;
  const name = t('canvas.neighbourHouseAria', {
    offset: metres(locale, offset_m, units),
    side: house.edge + 1,
    height: metres(locale, height_m, units),
  });
  // The offset as a dimension from the middle of the side to the house.
  const sideMid = worldToScreen(view, [(side[0][0] + side[1][0]) / 2, (side[0][1] + side[1][1]) / 2]);
  const houseMid = screenPoint((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2);
  const gap = Math.hypot(houseMid[0] - sideMid[0], houseMid[1] - sideMid[1]);
  // The name inside the house when it fits there, else under (or beyond) it: a house beside the
  // plot often stands near the canvas's edge, so its name is centred under it rather than pushed
  // further out, where the edge would cut it off.
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const inside = Math.max(...xs) - Math.min(...xs) >= 84 && Math.max(...ys) - Math.min(...ys) >= 34;
  const out = screenPoint((p3[0] - p0[0]) / (deep || 1), (p3[1] - p0[1]) / (deep || 1));
  const sideways = Math.abs(out[0]) >= Math.abs(out[1]);
  const label = inside
    ? { x: centre[0], y: centre[1] - 2 }
    : sideways
      ? { x: centre[0], y: Math.max(...ys) + 12 }
      : { x: centre[0], y: centre[1] + out[1] * (deep / 2) + (out[1] > 0 ? 14 : -16) };
  return (
    <g className="neighbour-house" role="img" aria-label={name} data-edge={house.edge}>
      <title>{name}</title>
      <path d={pathThrough(corners)} fill={hatch} stroke={NEIGHBOUR_HOUSE.ink} strokeWidth={1.5} />
      <text x={label.x} y={label.y} textAnchor="middle" fontSize={11} fontWeight={600} fill={INK} {...HALO}>
        <tspan x={label.x}>{t('canvas.neighbourHouseLine1')}</tspan>
        <tspan x={label.x} dy={12}>
          {t('canvas.neighbourHouseLine2')}
        </tspan>
      </text>
      {gap >= 40 && (
        <g className="neighbour-house__offset" pointerEvents="none">
          <line
            x1={sideMid[0]}
            y1={sideMid[1]}
            x2={houseMid[0]}
            y2={houseMid[1]}
            stroke={NEIGHBOUR_HOUSE.ink}
            strokeWidth={1}
            strokeDasharray="3 2"
          />
          <text
            x={(sideMid[0] + houseMid[0]) / 2}
            y={(sideMid[1] + houseMid[1]) / 2 - 5}
            textAnchor="middle"
            fontSize={10}
            fill={NEIGHBOUR_HOUSE.ink}
            {...HALO}
          >
            {metres(locale, offset_m, units)}
          </text>
        </g>
      )}
    </g>
  );
}

/** A fence: a thin line just outside the side with a cross every 16 px, the site-plan symbol. */
function FenceLine({
  a,
  b,
  normal,
  height,
  units,
}: {
  a: ScreenPoint;
  b: ScreenPoint;
  normal: readonly [number, number];
  height: number;
  units: UnitSystem;
}) {
  const t = useT();
  const locale = useLocale();
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length < 4) return null;
  const [p, q] = [add(a, normal, 5), add(b, normal, 5)];
  const [ux, uy] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  const crosses: string[] = [];
  for (let s = 8; s < length - 4; s += 16) {
    const [cx, cy] = [p[0] + ux * s, p[1] + uy * s];
    const r = 2.5;
    crosses.push(
      `M${(cx - r).toFixed(1)} ${(cy - r).toFixed(1)}L${(cx + r).toFixed(1)} ${(cy + r).toFixed(1)}` +
        `M${(cx - r).toFixed(1)} ${(cy + r).toFixed(1)}L${(cx + r).toFixed(1)} ${(cy - r).toFixed(1)}`,
    );
  }
  return (
    <g className="fence" pointerEvents="none">
      <title>{t('canvas.fence', { height: metres(locale, height, units) })}</title>
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={FENCE_INK} strokeWidth={1} />
      <path d={crosses.join('')} stroke={FENCE_INK} strokeWidth={1.2} fill="none" />
    </g>
  );
}

/** The fills of the surroundings, in screen pixels so they keep their size at any zoom. */
function SurroundingPatterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`hatch-${id}`}
        width={7}
        height={7}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width={7} height={7} fill={NEIGHBOUR_HOUSE.hatchGround} />
        <line x1={0} y1={0} x2={0} y2={7} stroke={NEIGHBOUR_HOUSE.ink} strokeWidth={1.5} />
      </pattern>
      <pattern id={`trees-${id}`} width={16} height={14} patternUnits="userSpaceOnUse">
        <rect width={16} height={14} fill={BAND_LOOKS.forest.fill} />
        <circle
          cx={8}
          cy={7}
          r={5}
          fill={BAND_LOOKS.forest.mark}
          stroke={BAND_LOOKS.forest.edge}
          strokeWidth={1}
        />
      </pattern>
      <pattern id={`waves-${id}`} width={16} height={8} patternUnits="userSpaceOnUse">
        <rect width={16} height={8} fill={BAND_LOOKS.water.fill} />
        <path d="M0 4 Q4 1 8 4 T16 4" fill="none" stroke={BAND_LOOKS.water.edge} strokeWidth={1} />
      </pattern>
      <pattern id={`rows-${id}`} width={8} height={8} patternUnits="userSpaceOnUse">
        <rect width={8} height={8} fill={BAND_LOOKS.field.fill} />
        <circle cx={4} cy={4} r={1.2} fill={BAND_LOOKS.field.mark} />
      </pattern>
    </defs>
  );
}
