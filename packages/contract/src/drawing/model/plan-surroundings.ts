import { bandBeyond, outwardSide, pointsBox, type Plot, type Point } from '@plotplan/domain';
import { BAND_LOOKS, type BandKind } from '../surroundings.js';
import type {
  BandShape,
  FenceShape,
  NeighbourHouseShape,
  NeighbourPlotShape,
  PlanSurroundings,
  SideShape,
} from './drawing-model-types.js';
import {
  neighbourHouses,
  outwardNormals,
  SURROUNDING_BAND_M,
  thumbnailBandDepth,
  type PlanBox,
} from './surroundings-geometry.js';

/**
 * How deep the bands beyond the sides are: 'site' at their kinds' depths (SURROUNDING_BAND_M: a
 * street 7 m; the paper and the screen), 'thumbnail' one thin strip for all (a small picture).
 */
export type BandDepths = 'site' | 'thumbnail';

/** Where a neighbour's plot (with no house) is named: this far beyond the middle of its side, metres. */
export const NEIGHBOUR_PLOT_LABEL_M = 2.5;

const isBand = (kind: string): kind is BandKind => kind in BAND_LOOKS;
const middleOf = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

function bandShape(side: SideShape, outward: 1 | -1, style: BandKind, depth: number): BandShape {
  const { edge, from: a, to: b } = side;
  const [nx, ny] = side.outward;
  const mid = middleOf(a, b);
  return {
    edge,
    style,
    depth,
    ring: bandBeyond(a, b, outward, 0, depth) as [Point, Point, Point, Point],
    middle: [
      [a[0] + nx * depth * 0.5, a[1] + ny * depth * 0.5],
      [b[0] + nx * depth * 0.5, b[1] + ny * depth * 0.5],
    ],
    labelAnchor: [mid[0] + nx * depth * 0.5, mid[1] + ny * depth * 0.5],
  };
}

/**
 * The plot's sides and what lies beyond them, in plan metres: each side by its kind, a band beyond
 * each street, driveway, forest, water and field, the neighbours' plots (their names' places) and
 * houses (at their offsets), and fences. Nothing beyond a plot of fewer than three corners.
 */
export function planSurroundings(
  plot: Pick<Plot, 'boundary' | 'edges'>,
  depths: BandDepths = 'site',
): PlanSurroundings {
  const ring = plot.boundary;
  const normals = outwardNormals(ring);
  const sides: SideShape[] = ring.map((a, i) => ({
    edge: i,
    style: plot.edges[i]?.kind ?? 'unknown',
    from: a,
    to: ring[(i + 1) % ring.length] as Point,
    outward: normals[i] ?? [0, 0],
  }));
  const box = ring.length === 0 ? { minX: 0, minY: 0, maxX: 0, maxY: 0 } : pointsBox(ring);
  if (ring.length < 3)
    return { sides, bands: [], neighbourPlots: [], neighbourHouses: [], fences: [], extent: box };
  const outward = outwardSide(ring);
  const thin = depths === 'thumbnail' ? thumbnailBandDepth(plot) : undefined;
  const bands = sides.flatMap((side) =>
    isBand(side.style) ? [bandShape(side, outward, side.style, thin ?? SURROUNDING_BAND_M[side.style])] : [],
  );
  const neighbourPlots = sides
    .filter(({ edge, style }) => style === 'neighbor' && plot.edges[edge]?.building === undefined)
    .map(({ edge, from, to, outward: [nx, ny] }): NeighbourPlotShape => {
      const mid = middleOf(from, to);
      return {
        edge,
        labelAnchor: [mid[0] + nx * NEIGHBOUR_PLOT_LABEL_M, mid[1] + ny * NEIGHBOUR_PLOT_LABEL_M],
      };
    });
  const houses = neighbourHouses(plot).map(({ edge, building, corners }): NeighbourHouseShape => {
    const [p0, p1] = corners as [Point, Point];
    const { from, to } = sides[edge] as SideShape;
    return {
      edge,
      style: 'neighbourHouse',
      building,
      ring: corners,
      offset: [middleOf(from, to), middleOf(p0, p1)],
    };
  });
  const fences = sides.flatMap(({ edge, from, to }): FenceShape[] => {
    const height = plot.edges[edge]?.fence_height_m;
    return height === undefined || height <= 0 ? [] : [{ edge, style: 'fence', from, to, height_m: height }];
  });
  const extent = pointsBox([
    ...ring,
    ...bands.flatMap((band) => band.ring),
    ...houses.flatMap((house) => house.ring),
  ]);
  return { sides, bands, neighbourPlots, neighbourHouses: houses, fences, extent };
}

/**
 * The box around the plot and what a site plan draws beyond it (houses, bands at their kinds'
 * depths), plus `margin` metres: what a canvas fits so the surroundings are in view.
 */
export function surroundedBounds(plot: Pick<Plot, 'boundary' | 'edges'>, margin = 0): PlanBox {
  if (plot.boundary.length === 0) return { minX: 0, minY: 0, maxX: 40, maxY: 40 };
  const box = planSurroundings(plot).extent;
  return {
    minX: box.minX - margin,
    minY: box.minY - margin,
    maxX: box.maxX + margin,
    maxY: box.maxY + margin,
  };
}
