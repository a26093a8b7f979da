import type { Point, ProtectedArea } from '@plotplan/domain';

const steps: Record<string, Point> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** The plan-frame offset for an arrow key: 0.1 m, or 1 m with Shift; undefined for other keys. */
export function nudgeOffset(key: string, shift: boolean): Point | undefined {
  const step = steps[key];
  if (step === undefined) return undefined;
  const size = shift ? 1 : 0.1;
  return [step[0] * size, step[1] * size];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The area moved by an offset (millimetre-rounded, so repeated nudges do not drift). */
export function moveArea(area: ProtectedArea, [dx, dy]: Point): ProtectedArea {
  const move = ([x, y]: Point): Point => [round(x + dx), round(y + dy)];
  return area.shape.type === 'circle'
    ? { ...area, shape: { ...area.shape, center: move(area.shape.center) } }
    : { ...area, shape: { ...area.shape, points: area.shape.points.map(move) } };
}
