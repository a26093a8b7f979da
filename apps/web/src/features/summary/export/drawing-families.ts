import { objectOutline, UNKNOWN_OBJECT } from '@plotplan/contract/drawing';
import type { PlacedObject, Point } from '@plotplan/domain';
import { FAMILY_STYLES, symbolGeometry, type FamilyStyle, type ObjectFamily } from '../../../lib/plan-canvas';
import { circleRing, clipSegment, insideConvex } from './drawing-clip';
import type { DrawingShape, PaperPoint, Stroke } from './drawing-types';

type PatternKind = NonNullable<FamilyStyle['pattern']>;

/**
 * How each of the kit's patterns prints: lines at angles (degrees from the object's long side) and
 * spacing, or dots on a grid, in millimetres of paper, so the texture reads the same at any scale.
 */
const PRINT_PATTERNS: Readonly<
  Record<PatternKind, { lines?: readonly number[]; dots?: number; spacing: number; dash?: readonly number[] }>
> = {
  hatch: { lines: [45], spacing: 1.2 },
  crosshatch: { lines: [45, -45], spacing: 1.5 },
  planks: { lines: [0], spacing: 1 },
  decking: { lines: [90], spacing: 0.9 },
  paving: { lines: [0, 90], spacing: 1.6 },
  waves: { lines: [0], spacing: 1.1, dash: [1.2, 0.6] },
  dots: { dots: 0.22, spacing: 1.4 },
  stipple: { dots: 0.12, spacing: 1.6 },
  sand: { dots: 0.1, spacing: 0.8 },
  flowers: { dots: 0.35, spacing: 2.2 },
};

/** The pattern lines or dots of `pattern` inside the convex `ring`, turned `angle` radians. */
export function patternShapes(
  pattern: PatternKind | undefined,
  ring: readonly PaperPoint[],
  angle: number,
  ink: string,
  role: DrawingShape['role'],
  objectId?: string,
): DrawingShape[] {
  if (pattern === undefined || ring.length < 3) return [];
  const look = PRINT_PATTERNS[pattern];
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const reach = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2 + 1;
  const id = objectId === undefined ? {} : { objectId };
  const shapes: DrawingShape[] = [];
  const count = Math.ceil(reach / look.spacing);
  if (look.dots !== undefined) {
    for (let i = -count; i <= count; i++)
      for (let j = -count; j <= count; j++) {
        // Every other row shifted half a step: a stipple, not a grid.
        const p: PaperPoint = [cx + (i + (j % 2 === 0 ? 0 : 0.5)) * look.spacing, cy + j * look.spacing];
        if (insideConvex(p, ring))
          shapes.push({ kind: 'circle', role, ...id, center: p, radius_mm: look.dots, fill: ink });
      }
    return shapes;
  }
  const stroke: Stroke = { color: ink, width_mm: 0.12, ...(look.dash ? { dash_mm: look.dash } : {}) };
  for (const deg of look.lines ?? []) {
    const t = angle + (deg * Math.PI) / 180;
    const [ux, uy] = [Math.cos(t), Math.sin(t)];
    for (let i = -count; i <= count; i++) {
      const [ox, oy] = [cx - uy * i * look.spacing, cy + ux * i * look.spacing];
      const piece = clipSegment([ox - ux * reach, oy - uy * reach], [ox + ux * reach, oy + uy * reach], ring);
      if (piece !== undefined)
        shapes.push({ kind: 'line', role, ...id, from: piece[0], to: piece[1], stroke });
    }
  }
  return shapes;
}

type Footprint = Pick<PlacedObject, 'id' | 'shape' | 'x' | 'y' | 'width' | 'depth' | 'rotation_deg'>;

/** The sheet's angle of an object's long side (paper y runs down, so the plan's angle flips). */
function paperAngle(object: Footprint): number {
  const long = object.width >= object.depth;
  return -((object.rotation_deg + (long ? 0 : 90)) * Math.PI) / 180;
}

/**
 * An object drawn as on screen: its family's fill, the family's pattern in print form, and the
 * plan symbol's line work (roof, glazing, rows, crowns and trunk, water's edge) from the kit's
 * symbolGeometry. Unknown kinds get `fallback` and no texture.
 */
export function familyObjectShapes(
  object: Footprint,
  family: ObjectFamily | undefined,
  fallback: string,
  at: (p: Point) => PaperPoint,
  mmPerM: number,
): DrawingShape[] {
  // The drawing model's footprint: a disc, or the rectangle's corners.
  const footprint = objectOutline(object);
  const corners = footprint.kind === 'polygon' ? footprint.ring : [];
  const look = family === undefined ? undefined : FAMILY_STYLES[family];
  const outline: Stroke = { color: look?.ink ?? UNKNOWN_OBJECT.ink, width_mm: 0.25 };
  const fill = look?.fill ?? fallback;
  const center = at([object.x, object.y]);
  const radius = footprint.kind === 'circle' ? footprint.radius * mmPerM : 0;
  const body: DrawingShape =
    footprint.kind === 'circle'
      ? {
          kind: 'circle',
          role: 'object',
          objectId: object.id,
          center,
          radius_mm: radius,
          fill,
          stroke: outline,
        }
      : {
          kind: 'polygon',
          role: 'object',
          objectId: object.id,
          points: corners.map(at),
          fill,
          stroke: outline,
        };
  if (look === undefined) return [body];
  const ring = footprint.kind === 'circle' ? circleRing(center, radius) : corners.map(at);
  const shapes = [
    body,
    ...patternShapes(look.pattern, ring, paperAngle(object), look.ink, 'object-symbol', object.id),
  ];
  const symbol = symbolGeometry(object, family);
  const stroke: Stroke = { color: look.ink, width_mm: 0.2 };
  for (const line of symbol.lines)
    line.forEach((p, i) => {
      const next = line[i + 1];
      if (next !== undefined)
        shapes.push({
          kind: 'line',
          role: 'object-symbol',
          objectId: object.id,
          from: at(p),
          to: at(next),
          stroke,
        });
    });
  for (const ring of symbol.rings)
    shapes.push({
      kind: 'polygon',
      role: 'object-symbol',
      objectId: object.id,
      points: ring.map(at),
      stroke,
    });
  for (const dot of symbol.dots)
    shapes.push({
      kind: 'circle',
      role: 'object-symbol',
      objectId: object.id,
      center: at(dot.at),
      radius_mm: Math.max(0.35, dot.r * mmPerM),
      fill: look.ink,
    });
  return shapes;
}

/**
 * A legend swatch of a family, `width` x `height` mm with its top-left at `corner`: a small object
 * of the family (a round crown for trees, a rectangle otherwise) with its fill, pattern and symbol.
 */
export function familySwatch(
  family: ObjectFamily,
  corner: PaperPoint,
  width: number,
  height: number,
): DrawingShape[] {
  const round = FAMILY_STYLES[family].symbol === 'crown' || family === 'berries';
  const [cx, cy] = [corner[0] + (round ? height / 2 : width / 2), corner[1] + height / 2];
  // Plan metres are paper millimetres here, y flipped: the swatch is drawn like a tiny plan.
  const object: Footprint = {
    id: `legend-${family}`,
    shape: round ? 'circle' : 'rect',
    x: cx,
    y: -cy,
    width: round ? height : width,
    depth: height,
    rotation_deg: 0,
  };
  return familyObjectShapes(object, family, UNKNOWN_OBJECT.fill, ([x, y]) => [x, -y], 1).map((shape) => {
    const { objectId: _drop, ...rest } = shape;
    return { ...rest, role: 'legend' } as DrawingShape;
  });
}
