import { openingLine, outwardNormals, PLAN_ELEMENTS, PLAN_INKS } from '@plotplan/contract/drawing';
import { plotWicket, unitSystemOf, type Entrance, type Plot } from '@plotplan/domain';
import { getLocale, t } from '../i18n';
import { formatLength } from '../units';
import { screenPoint, worldToScreen, type ScreenPoint, type Viewport } from './viewport';

const GATE_INK = PLAN_ELEMENTS.gate;
const WICKET_INK = PLAN_ELEMENTS.wicket;
const f = (v: number) => v.toFixed(1);

/** An opening on screen: its posts, direction along it and into the plot, and its width. */
interface ScreenOpening {
  readonly p: ScreenPoint;
  readonly q: ScreenPoint;
  readonly u: readonly [number, number];
  readonly inward: readonly [number, number];
  readonly gap: number;
}

function screenOpening(plot: Plot, view: Viewport, opening: Entrance): ScreenOpening | undefined {
  // The drawing model's opening along its side (as the paper draws it), on screen.
  const line = openingLine(plot.boundary, opening);
  if (line === undefined) return undefined;
  const [p, q] = line.map((point) => worldToScreen(view, point)) as [ScreenPoint, ScreenPoint];
  const [nx, ny] = outwardNormals(plot.boundary)[opening.edge] ?? [0, 0];
  const gap = Math.hypot(q[0] - p[0], q[1] - p[1]);
  const u = gap > 0 ? ([(q[0] - p[0]) / gap, (q[1] - p[1]) / gap] as const) : ([0, 0] as const);
  // Into the plot, on screen (y down).
  return { p, q, u, inward: [-nx, ny], gap };
}

/** The SVG arc sweep flag that turns a leaf opened from the post at `p` back to the opening's line. */
function sweep(u: readonly [number, number], inward: readonly [number, number]): 0 | 1 {
  // From the leaf (inward side) back towards the opening: clockwise on screen when the inward
  // direction is to the right of the opening's direction.
  return u[0] * inward[1] - u[1] * inward[0] > 0 ? 0 : 1;
}

/** A leaf of `leaf` px hinged at `post`, opened 60 degrees into the plot towards `dir` along the opening. */
function openLeaf(o: ScreenOpening, post: ScreenPoint, dir: number, leaf: number): ScreenPoint {
  const [c, s] = [Math.cos(Math.PI / 3), Math.sin(Math.PI / 3)];
  return screenPoint(
    post[0] + leaf * (dir * o.u[0] * c + o.inward[0] * s),
    post[1] + leaf * (dir * o.u[1] * c + o.inward[1] * s),
  );
}

/**
 * The opening's name: inside the plot beyond its leaves (`reach` px), or outside it (a negative
 * `reach`: the wicket's, so that beside the gate on a small screen the two names do not collide).
 */
function OpeningLabel({
  o,
  reach,
  text,
  ink,
}: {
  o: ScreenOpening;
  reach: number;
  text: string;
  ink: string;
}) {
  const d = reach >= 0 ? reach + 12 : reach - 10;
  const x = (o.p[0] + o.q[0]) / 2 + o.inward[0] * d;
  const y = (o.p[1] + o.q[1]) / 2 + o.inward[1] * d;
  return (
    <text x={f(x)} y={f(y)} dy={4} className="entrance-label" fill={ink} aria-hidden="true">
      {text}
    </text>
  );
}

/** The vehicle gate: the opening between two posts, with two leaves swinging into the plot. */
function GateSymbol({ plot, view, shared }: { plot: Plot; view: Viewport; shared: boolean }) {
  const gate = plot.entrance;
  const o = gate === undefined ? undefined : screenOpening(plot, view, gate);
  if (gate === undefined || o === undefined) return null;
  const { p, q, gap } = o;
  const leaf = gap / 2;
  const [lp, lq] = [openLeaf(o, p, 1, leaf), openLeaf(o, q, -1, leaf)];
  const mid = screenPoint((p[0] + q[0]) / 2, (p[1] + q[1]) / 2);
  const width = formatLength(unitSystemOf(plot), getLocale(), gate.width_m, 1, true);
  return (
    <g
      className="entrance-gate"
      role="img"
      aria-label={t(shared ? 'canvas.gateAndWicket' : 'canvas.entrance')}
    >
      <title>{t(shared ? 'canvas.gateAndWicketWide' : 'canvas.entranceWide', { width })}</title>
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={PLAN_INKS.white} strokeWidth={6} />
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={GATE_INK} strokeWidth={2} strokeDasharray="2 3" />
      {gap >= 12 && (
        <g fill="none" stroke={GATE_INK} strokeWidth={2} strokeLinecap="round">
          <line x1={p[0]} y1={p[1]} x2={lp[0]} y2={lp[1]} />
          <line x1={q[0]} y1={q[1]} x2={lq[0]} y2={lq[1]} />
          <path
            d={`M${f(lp[0])} ${f(lp[1])}A${f(leaf)} ${f(leaf)} 0 0 ${sweep(o.u, o.inward)} ${f(mid[0])} ${f(mid[1])}`}
            strokeWidth={1}
            strokeDasharray="3 2"
          />
          <path
            d={`M${f(lq[0])} ${f(lq[1])}A${f(leaf)} ${f(leaf)} 0 0 ${1 - sweep(o.u, o.inward)} ${f(mid[0])} ${f(mid[1])}`}
            strokeWidth={1}
            strokeDasharray="3 2"
          />
        </g>
      )}
      {[p, q].map(([x, y], i) => (
        <rect key={i} x={x - 3.5} y={y - 3.5} width={7} height={7} fill={PLAN_INKS.screen} />
      ))}
      {gap >= 12 && (
        <OpeningLabel
          o={o}
          reach={leaf * 0.87}
          text={t(shared ? 'canvas.gateAndWicketLabel' : 'canvas.gateLabel')}
          ink={GATE_INK}
        />
      )}
    </g>
  );
}

/**
 * A wicket set apart from the gate: a single leaf hinged on one post, swinging 60 degrees into the
 * plot, its sweep drawn to the other post, in its own colour; round posts (the gate's are square).
 */
function WicketSymbol({ plot, view, wicket }: { plot: Plot; view: Viewport; wicket: Entrance }) {
  const o = screenOpening(plot, view, wicket);
  if (o === undefined) return null;
  const { p, q, gap } = o;
  const leafEnd = openLeaf(o, p, 1, gap);
  const width = formatLength(unitSystemOf(plot), getLocale(), wicket.width_m, 1, true);
  return (
    <g className="entrance-wicket" role="img" aria-label={t('canvas.wicket')}>
      <title>{t('canvas.wicketWide', { width })}</title>
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={PLAN_INKS.white} strokeWidth={6} />
      <line
        x1={p[0]}
        y1={p[1]}
        x2={q[0]}
        y2={q[1]}
        stroke={WICKET_INK}
        strokeWidth={2}
        strokeDasharray="1 2"
      />
      {gap >= 4 && (
        <g fill="none" stroke={WICKET_INK} strokeLinecap="round">
          <line x1={p[0]} y1={p[1]} x2={leafEnd[0]} y2={leafEnd[1]} strokeWidth={2} />
          <path
            d={`M${f(leafEnd[0])} ${f(leafEnd[1])}A${f(gap)} ${f(gap)} 0 0 ${sweep(o.u, o.inward)} ${f(q[0])} ${f(q[1])}`}
            strokeWidth={1}
            strokeDasharray="3 2"
          />
        </g>
      )}
      {[p, q].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={3.5} fill={PLAN_INKS.screen} />
      ))}
      <OpeningLabel o={o} reach={-1} text={t('canvas.wicket')} ink={WICKET_INK} />
    </g>
  );
}

/**
 * The ways in (issue 25): the vehicle gate, and the pedestrian wicket where one is set apart from it;
 * without one the gate is named as gate and wicket (the wicket shares its opening: plotWicket).
 */
export function EntranceMarker({ plot, view }: { plot: Plot; view: Viewport }) {
  if (plot.boundary.length < 3) return null;
  const wicket = plot.wicket;
  const shared = wicket === undefined && plotWicket(plot) !== undefined;
  return (
    <>
      <GateSymbol plot={plot} view={view} shared={shared} />
      {wicket !== undefined && <WicketSymbol plot={plot} view={view} wicket={wicket} />}
    </>
  );
}
