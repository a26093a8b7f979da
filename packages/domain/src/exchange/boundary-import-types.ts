import type { Point } from '../geometry/index.js';
import type { GeoLocation, GeoReference } from '../model/plot.js';
import type { DxfOutlineFact } from './dxf-outlines.js';

export type { DxfOutlineFact } from './dxf-outlines.js';

/** The file formats a boundary can be imported from (`egrn`: Rosreestr's XML about a land plot). */
export const boundaryFormats = ['geojson', 'kml', 'csv', 'dxf', 'egrn'] as const;
export type BoundaryFormat = (typeof boundaryFormats)[number];

/**
 * How the two numbers of a corner-list line are read: `xy` is x east, y north (as drawn here);
 * `north-east` is the surveyors' order (X north first, then Y east, as in land papers); `lat-lon`
 * is latitude then longitude in degrees (then the list is geographic, like GeoJSON).
 */
export const axisOrders = ['xy', 'north-east', 'lat-lon'] as const;
export type AxisOrder = (typeof axisOrders)[number];

export interface BoundaryImportOptions {
  readonly format: BoundaryFormat;
  /** Corner lists only; when absent it is guessed from the values (see the summary). */
  readonly axisOrder?: AxisOrder;
  /** DXF only: which closed outline to take (from 1, see the summary's outlines); default: the likeliest. */
  readonly outline?: number;
}

/** Where an imported boundary came from, for the preview. */
export interface BoundaryImportSummary {
  readonly format: BoundaryFormat;
  /** What the file was, in words: "GeoJSON", "KML", "Corner list", "DXF drawing", "EGRN extract",
   * "KPZU cadastral plan", "Plotplan project file". */
  readonly source: string;
  /** Corners of the imported boundary (without a closing repeat of the first). */
  readonly vertex_count: number;
  /** The units of the source: "degrees (WGS84)", "metres", "millimetres"... */
  readonly units: string;
  /** Which polygon of the file was taken (from 1), and how many closed ones it had. */
  readonly polygon_index: number;
  readonly polygon_count: number;
  /** Corner lists: the axis order used, and whether it was guessed from the values. */
  readonly axis_order?: AxisOrder;
  readonly axis_order_guessed?: boolean;
  /** DXF with several closed outlines: each one, to choose another from. */
  readonly outlines?: readonly DxfOutlineFact[];
  /** EGRN extracts and KPZU plans: the cadastral number, the area the register states, its system. */
  readonly cadastral_number?: string;
  readonly declared_area_m2?: number;
  readonly declared_area_inaccuracy_m2?: number;
  readonly coordinate_system?: string;
  /** Sentences worth showing: skipped lines, the polygon picked, arcs replaced by chords... */
  readonly notes: readonly string[];
}

/** A boundary read from a file, ready to replace the plot's: plan metres, counter-clockwise. */
export interface ImportedBoundary {
  readonly ok: true;
  /** Plan metres, counter-clockwise, the bounding box's min corner at 0, 0. */
  readonly boundary: readonly Point[];
  readonly north_deg: number;
  /** Geographic input only: the centroid, the plot's place for the sun. */
  readonly location?: GeoLocation;
  /** Geographic input only: the centroid's lat/lon and its plan point. */
  readonly georef?: GeoReference;
  readonly area_m2: number;
  /** Side i runs from corner i to corner i + 1 (wrapping). */
  readonly sides_m: readonly number[];
  readonly summary: BoundaryImportSummary;
}

export interface RefusedImport {
  readonly ok: false;
  /** What is wrong, in words, corners and sides counted from 1. */
  readonly errors: readonly string[];
}

export type BoundaryImport = ImportedBoundary | RefusedImport;

/** A ring as a parser read it: [x, y] in the file's units, or [lon, lat] for geographic files. */
export interface SourceRing {
  readonly points: readonly Point[];
  /** Inner rings (holes) of the polygon it bounds. */
  readonly holes: number;
  /** DXF: the layer. */
  readonly layer?: string;
}

/** What a parser read: its closed rings, or why it read none. */
export type ParsedRings =
  | { readonly ok: true; readonly rings: readonly SourceRing[]; readonly notes: readonly string[] }
  | RefusedImport;
