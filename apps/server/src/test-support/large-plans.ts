import { placed } from './project-fixtures.js';

const round = (x: number) => Math.round(x * 100) / 100;

/** A wobbly ring of `n` points around (cx, cy), as a traced outline has. */
function ring(cx: number, cy: number, radius: number, n: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = radius * (1 + 0.05 * Math.sin(7 * a));
    return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))];
  });
}

/**
 * A traced plot of about 200 x 200 m: a 200-vertex boundary and `areas` protected polygons of
 * `areaPoints` points each in a row across its middle.
 */
export function tracedPlot(areas: number, areaPoints: number) {
  return {
    boundary: ring(100, 100, 100, 200),
    edges: Array.from({ length: 200 }, () => ({ kind: 'neighbor' })),
    protected_areas: Array.from({ length: areas }, (_, i) => ({
      id: `area-${i}`,
      kind: 'other',
      label: `Area ${i}`,
      shape: {
        type: 'polygon',
        points: ring(20 + (i % 10) * 16, 60 + Math.floor(i / 10) * 16, 3, areaPoints),
      },
    })),
  };
}

/** `count` small houses piled up around (x, y): every pair overlaps, so violations abound. */
export function piledHouses(count: number, x = 100, y = 100) {
  return {
    objects: Array.from({ length: count }, (_, i) =>
      placed(`h${i}`, 'house_small', x + (i % 10) * 0.3, y + Math.floor(i / 10) * 0.3),
    ),
  };
}
