import { createContext, useContext, useId, type ReactNode } from 'react';
import { FAMILY_STYLES, type ObjectFamily, type PatternKind } from './object-families';
import type { Viewport } from './viewport';

/** A pattern's tile, metres, and its line work in the family's ink over the family's fill. */
interface Tile {
  readonly w: number;
  readonly h: number;
  /** Path data in metres, stroked. */
  readonly lines?: string;
  /** Dots: [x, y, r] in metres, filled. */
  readonly dots?: readonly (readonly [number, number, number])[];
  readonly width: number;
}

const TILES: Readonly<Record<PatternKind, Tile>> = {
  hatch: { w: 0.6, h: 0.6, lines: 'M0,0.6 L0.6,0 M-0.1,0.1 L0.1,-0.1 M0.5,0.7 L0.7,0.5', width: 0.035 },
  crosshatch: {
    w: 0.5,
    h: 0.5,
    lines: 'M0,0.5 L0.5,0 M0,0 L0.5,0.5 M-0.1,0.1 L0.1,-0.1 M0.4,0.6 L0.6,0.4',
    width: 0.03,
  },
  planks: { w: 1.2, h: 0.3, lines: 'M0,0.02 H1.2 M0.6,0.02 V0.3', width: 0.035 },
  decking: { w: 0.6, h: 0.15, lines: 'M0,0.01 H0.6', width: 0.025 },
  dots: {
    w: 0.5,
    h: 0.5,
    dots: [
      [0.125, 0.125, 0.06],
      [0.375, 0.375, 0.06],
    ],
    width: 0,
  },
  waves: { w: 1, h: 0.45, lines: 'M0,0.22 Q0.25,0.08 0.5,0.22 T1,0.22', width: 0.035 },
  stipple: {
    w: 0.4,
    h: 0.4,
    lines: 'M0.08,0.16 l0.03,-0.09 M0.12,0.16 l0.04,-0.07 M0.28,0.36 l0.03,-0.09 M0.32,0.36 l0.04,-0.07',
    width: 0.02,
  },
  flowers: {
    w: 0.7,
    h: 0.7,
    dots: [
      [0.18, 0.18, 0.08],
      [0.53, 0.53, 0.08],
      [0.53, 0.18, 0.04],
    ],
    width: 0,
  },
  paving: {
    w: 0.8,
    h: 0.4,
    lines: 'M0,0.01 H0.8 M0,0.21 H0.8 M0.01,0 V0.2 M0.41,0 V0.2 M0.21,0.2 V0.4 M0.61,0.2 V0.4',
    width: 0.025,
  },
  sand: {
    w: 0.5,
    h: 0.5,
    dots: [
      [0.1, 0.12, 0.025],
      [0.35, 0.2, 0.02],
      [0.22, 0.4, 0.025],
    ],
    width: 0,
  },
};

/** The id prefix of the patterns in this picture: every picture on a page has its own. */
const PatternPrefix = createContext<string | undefined>(undefined);

/** The fill of a family's footprint: its pattern where the picture has one, else its colour. */
export function useFamilyFill(family: ObjectFamily | undefined, color: string): string {
  const prefix = useContext(PatternPrefix);
  if (family === undefined || prefix === undefined || FAMILY_STYLES[family].pattern === undefined)
    return color;
  return `url(#${prefix}-${family})`;
}

/** The pattern id of a family in this picture (undefined outside PlanPatterns or without a pattern). */
export function patternIdOf(prefix: string, family: ObjectFamily): string {
  return `${prefix}-${family}`;
}

interface PlanPatternsProps {
  /** Patterns are drawn in metres and follow the plan as it pans and zooms. */
  readonly view: Viewport;
  readonly children: ReactNode;
}

/**
 * The SVG patterns of every object family, defined once per picture under an id of its own (the
 * gallery shows many plans on one page), and provided to the footprints drawn inside.
 */
export function PlanPatterns({ view, children }: PlanPatternsProps) {
  const prefix = `pp${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const transform = `translate(${view.tx.toFixed(2)} ${view.ty.toFixed(2)}) scale(${view.scale} ${-view.scale})`;
  const families = Object.entries(FAMILY_STYLES) as [ObjectFamily, (typeof FAMILY_STYLES)[ObjectFamily]][];
  return (
    <PatternPrefix.Provider value={prefix}>
      <defs className="plan-patterns">
        {families.map(([family, style]) => {
          if (style.pattern === undefined) return null;
          const tile = TILES[style.pattern];
          return (
            <pattern
              key={family}
              id={patternIdOf(prefix, family)}
              data-family={family}
              patternUnits="userSpaceOnUse"
              width={tile.w}
              height={tile.h}
              patternTransform={transform}
            >
              <rect width={tile.w} height={tile.h} fill={style.fill} />
              {tile.lines !== undefined && (
                <path d={tile.lines} fill="none" stroke={style.ink} strokeWidth={tile.width} />
              )}
              {tile.dots?.map(([x, y, r]) => (
                <circle key={`${x},${y}`} cx={x} cy={y} r={r} fill={style.ink} />
              ))}
            </pattern>
          );
        })}
      </defs>
      {children}
    </PatternPrefix.Provider>
  );
}
