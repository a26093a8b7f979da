import type { Point } from '../geometry/index.js';
import type { GeoLocation, GeoReference } from '../model/plot.js';

/** The plot frame saved in a Plotplan project file: plan metres, north and place as they were. */
export interface ProjectFilePlot {
  readonly boundary: readonly Point[];
  readonly north_deg: number;
  readonly location?: GeoLocation;
  readonly georef?: GeoReference;
}

/** The `format` a Plotplan project file (the summary's "Download JSON") declares. */
export const PROJECT_FILE_FORMAT = 'plotplan-project';

/**
 * The plot of a Plotplan project file, or undefined when the text is not one (or has no plot). Its
 * boundary is already in this app's plan frame, so an import keeps it as it is.
 */
export function parseProjectFile(text: string): ProjectFilePlot | undefined {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return undefined;
  }
  const project = field(root, 'project');
  if (field(root, 'format') !== PROJECT_FILE_FORMAT || project === undefined) return undefined;
  const plot = field(project, 'plot');
  const boundary = field(plot, 'boundary');
  if (!Array.isArray(boundary)) return undefined;
  const points: Point[] = [];
  for (const p of boundary) {
    if (!Array.isArray(p) || typeof p[0] !== 'number' || typeof p[1] !== 'number') return undefined;
    points.push([p[0], p[1]]);
  }
  const north = field(plot, 'north_deg');
  const location = latLon(field(plot, 'location'));
  const georef = latLon(field(plot, 'georef'));
  const x = field(field(plot, 'georef'), 'x');
  const y = field(field(plot, 'georef'), 'y');
  return {
    boundary: points,
    north_deg: typeof north === 'number' && Number.isFinite(north) ? north : 0,
    ...(location === undefined ? {} : { location }),
    ...(georef === undefined || typeof x !== 'number' || typeof y !== 'number'
      ? {}
      : { georef: { ...georef, x, y } }),
  };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function latLon(value: unknown): GeoLocation | undefined {
  const lat = field(value, 'lat');
  const lon = field(value, 'lon');
  return typeof lat === 'number' && typeof lon === 'number' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
    ? { lat, lon }
    : undefined;
}
