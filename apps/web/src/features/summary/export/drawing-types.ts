import type { ObjectFamily } from '../../../lib/plan-canvas';

/** A point on the sheet: millimetres from its top-left corner, y down (as on paper and in SVG). */
export type PaperPoint = readonly [number, number];

export interface Stroke {
  readonly color: string;
  readonly width_mm: number;
  readonly dash_mm?: readonly number[];
}

/** What a shape shows: exporters and tests find things by it (e.g. every placed object). */
export type ShapeRole =
  | 'frame'
  | 'plot'
  | 'edge'
  | 'protected-area'
  | 'entrance'
  | 'wicket'
  | 'path'
  | 'object'
  | 'object-symbol'
  | 'surroundings'
  | 'object-label'
  | 'label-backdrop'
  | 'dimension'
  | 'north-arrow'
  | 'scale-bar'
  | 'legend'
  | 'title-block';

interface ShapeBase {
  readonly role: ShapeRole;
  /** The plan object's (or path's) id, for shapes that draw one. */
  readonly objectId?: string;
}

export interface PolygonShape extends ShapeBase {
  readonly kind: 'polygon';
  readonly points: readonly PaperPoint[];
  readonly fill?: string;
  readonly fillOpacity?: number;
  readonly stroke?: Stroke;
}

export interface CircleShape extends ShapeBase {
  readonly kind: 'circle';
  readonly center: PaperPoint;
  readonly radius_mm: number;
  readonly fill?: string;
  readonly fillOpacity?: number;
  readonly stroke?: Stroke;
}

export interface LineShape extends ShapeBase {
  readonly kind: 'line';
  readonly from: PaperPoint;
  readonly to: PaperPoint;
  readonly stroke: Stroke;
}

/** Text whose baseline starts (or is centred, or ends) at `at`. */
export interface TextShape extends ShapeBase {
  readonly kind: 'text';
  readonly at: PaperPoint;
  readonly text: string;
  readonly size_mm: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly color: string;
  readonly bold?: boolean;
}

export type DrawingShape = PolygonShape | CircleShape | LineShape | TextShape;

/**
 * A site plan laid out on a sheet, independent of the output format: SVG, PNG and PDF all draw
 * these same shapes, so the three exports cannot drift apart.
 */
export interface PlanDrawing {
  readonly width_mm: number;
  readonly height_mm: number;
  /** The scale's denominator: 200 means 1:200 (1 m on the plot is 5 mm on the sheet). */
  readonly scale: number;
  /** Whether the scale is one of the standard ones (the plot fits at 1:1000 or larger). */
  readonly standard_scale: boolean;
  /** Millimetres of sheet per metre of plot. */
  readonly mm_per_m: number;
  readonly shapes: readonly DrawingShape[];
}

/** How one catalog object is drawn and listed. */
export interface DrawingObjectStyle {
  readonly name: string;
  /** The family's fill (object-families.ts), as on screen. */
  readonly color: string;
  /** The drawing kit's family: pattern and symbol; none for kinds the kit does not know. */
  readonly family?: ObjectFamily;
  /** The legend's group: the family's label, else the object type's name. */
  readonly type: string;
  /** Buildings get a dimension to the nearest boundary edge. */
  readonly building: boolean;
}
