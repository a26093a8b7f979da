import type { Point } from '../geometry/point.js';
import { METRES_PER_FOOT } from '../model/plot.js';
import type { DxfDocument, DxfEntity } from './dxf-writer.js';

// An imperial plot's DXF is drawn in feet ($INSUNITS 2, $MEASUREMENT 0): a US user's CAD program
// opens it at the right size with no unit to choose, and its coordinates read as the plot's own
// figures. The plan is kept in metres; only the file's numbers are converted.

const feet = (metres: number): number => metres / METRES_PER_FOOT;
const point = ([x, y]: Point): Point => [feet(x), feet(y)];

function entityInFeet(e: DxfEntity): DxfEntity {
  switch (e.type) {
    case 'polyline':
      return {
        ...e,
        points: e.points.map(point),
        ...(e.width === undefined ? {} : { width: feet(e.width) }),
      };
    case 'circle':
      return { ...e, center: point(e.center), radius: feet(e.radius) };
    case 'line':
      return { ...e, from: point(e.from), to: point(e.to) };
    case 'text':
      return { ...e, at: point(e.at), height: feet(e.height) };
  }
}

/** The document (in metres) in feet: every coordinate, radius, width and text height. */
export const dxfInFeet = (doc: DxfDocument): DxfDocument => ({
  ...doc,
  units: 'feet',
  entities: doc.entities.map(entityInFeet),
});
