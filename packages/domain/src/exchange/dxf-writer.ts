import type { Point } from '../geometry/point.js';
import { dxfText, Groups, hex } from './dxf-groups.js';
import {
  blocks,
  classes,
  FIRST_FREE_HANDLE,
  H,
  header,
  objects,
  tables,
  TEXT_STYLE,
  type Extents,
  type LayerRecord,
} from './dxf-structure.js';

export { dxfNumber, dxfText } from './dxf-groups.js';

/** A drawing layer: its name (A-Z, 0-9, _) and an AutoCAD colour index 1..255. */
export interface DxfLayer {
  readonly name: string;
  readonly color: number;
}

/** What the writer can draw; coordinates in drawing units (Plotplan writes metres). */
export type DxfEntity =
  | {
      readonly type: 'polyline';
      readonly layer: string;
      readonly points: readonly Point[];
      readonly closed: boolean;
      /** Constant width (a path's width); 0 or absent: a thin line. */
      readonly width?: number;
    }
  | { readonly type: 'circle'; readonly layer: string; readonly center: Point; readonly radius: number }
  | { readonly type: 'line'; readonly layer: string; readonly from: Point; readonly to: Point }
  | {
      readonly type: 'text';
      readonly layer: string;
      readonly at: Point;
      readonly height: number;
      readonly text: string;
      /** Degrees counter-clockwise from the x axis. */
      readonly rotation_deg?: number;
    };

export interface DxfDocument {
  readonly layers: readonly DxfLayer[];
  readonly entities: readonly DxfEntity[];
  /** The drawing units; metres when left out. */
  readonly units?: 'metres' | 'feet';
}

/** $INSUNITS 6: the drawing's units are metres. */
export const DXF_UNITS_METRES = 6;
/** $INSUNITS 2: the drawing's units are feet. */
const DXF_UNITS_FEET = 2;

/** Hands out handles after the fixed structure's, in file order. */
class HandleSeed {
  private next = FIRST_FREE_HANDLE;
  take(): number {
    this.next += 1;
    return this.next - 1;
  }
  /** $HANDSEED: larger than every handle in the file. */
  get seed(): number {
    return this.next;
  }
}

function entityStart(out: Groups, handles: HandleSeed, type: string, layer: string, subclass: string): void {
  out.add(0, type).add(5, hex(handles.take())).add(330, hex(H.modelSpaceRecord)).add(100, 'AcDbEntity');
  out.add(8, layer).add(100, subclass);
}

function entity(out: Groups, handles: HandleSeed, e: DxfEntity): void {
  switch (e.type) {
    case 'polyline':
      entityStart(out, handles, 'LWPOLYLINE', e.layer, 'AcDbPolyline');
      out.int(90, e.points.length).int(70, e.closed ? 1 : 0);
      if (e.width !== undefined && e.width > 0) out.add(43, e.width);
      for (const [x, y] of e.points) out.add(10, x).add(20, y);
      return;
    case 'circle':
      entityStart(out, handles, 'CIRCLE', e.layer, 'AcDbCircle');
      out.point(e.center[0], e.center[1]).add(40, e.radius);
      return;
    case 'line':
      entityStart(out, handles, 'LINE', e.layer, 'AcDbLine');
      out.point(e.from[0], e.from[1]).point(e.to[0], e.to[1], 11);
      return;
    case 'text':
      entityStart(out, handles, 'TEXT', e.layer, 'AcDbText');
      // Centred on `at` (72 = 1, 73 = 2): the second alignment point carries the position.
      out.point(e.at[0], e.at[1]).add(40, e.height).add(1, dxfText(e.text));
      if (e.rotation_deg !== undefined && e.rotation_deg !== 0) out.add(50, e.rotation_deg);
      out.add(7, TEXT_STYLE).int(72, 1).point(e.at[0], e.at[1], 11).add(100, 'AcDbText').int(73, 2);
      return;
  }
}

function extentsOf(entities: readonly DxfEntity[]): Extents {
  const xs: number[] = [];
  const ys: number[] = [];
  const add = ([x, y]: Point, r = 0) => {
    xs.push(x - r, x + r);
    ys.push(y - r, y + r);
  };
  for (const e of entities) {
    if (e.type === 'polyline') e.points.forEach((p) => add(p, (e.width ?? 0) / 2));
    else if (e.type === 'circle') add(e.center, e.radius);
    else if (e.type === 'line') [e.from, e.to].forEach((p) => add(p));
    else add(e.at, e.height);
  }
  if (xs.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/**
 * An ASCII DXF (AutoCAD 2000, AC1015) of the given layers and entities, complete for its version:
 * HEADER ($ACADVER, $INSUNITS, extents, $HANDSEED), CLASSES, TABLES (VPORT, LTYPE with ByBlock,
 * ByLayer and Continuous, LAYER, STYLE with a TrueType style for Cyrillic, VIEW, UCS, APPID,
 * DIMSTYLE, BLOCK_RECORD), BLOCKS (model and paper space), ENTITIES, OBJECTS (the root dictionary,
 * layouts, plot style and multiline style dictionaries) and EOF, every object with a unique handle
 * and its owner.
 */
export function writeDxf(doc: DxfDocument): string {
  const handles = new HandleSeed();
  const layers: LayerRecord[] = [{ name: '0', color: 7 }, ...doc.layers].map((layer) => ({
    ...layer,
    handle: handles.take(),
  }));
  const body = new Groups();
  body.add(0, 'SECTION').add(2, 'ENTITIES');
  for (const e of doc.entities) entity(body, handles, e);
  body.add(0, 'ENDSEC');
  const extents = extentsOf(doc.entities);
  const out = new Groups();
  // Feet: $INSUNITS 2 with $MEASUREMENT 0 (imperial), so hatch patterns and linetypes scale to match.
  const feet = doc.units === 'feet';
  header(out, extents, handles.seed, feet ? DXF_UNITS_FEET : DXF_UNITS_METRES, feet ? 0 : 1);
  classes(out);
  tables(out, layers, extents);
  blocks(out);
  out.append(body);
  objects(out, extents);
  out.add(0, 'EOF');
  return out.toString();
}
