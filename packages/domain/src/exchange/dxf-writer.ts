import type { Point } from '../geometry/point.js';

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
}

/** $INSUNITS 6: the drawing's units are metres. */
export const DXF_UNITS_METRES = 6;

/** Numbers to 0.1 mm in metres, without trailing zeros (CAD readers take any decimal form). */
export function dxfNumber(value: number): string {
  const fixed = Math.round(value * 10_000) / 10_000;
  return Object.is(fixed, -0) ? '0' : String(fixed);
}

/**
 * Text as DXF can hold it: one line, characters outside printable ASCII as \U+XXXX (how AutoCAD,
 * LibreCAD and QCAD spell Unicode in an R2000 file), backslashes doubled.
 */
export function dxfText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 32;
    if (code === 92) out += '\\\\';
    else if (code >= 32 && code < 127) out += char;
    else if (code <= 0xffff) out += `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += '?';
  }
  return out.trim();
}

/** Group code / value pairs, written one per line as DXF wants. */
class Groups {
  private readonly lines: string[] = [];
  private handle = 0x100;

  add(code: number, value: string | number): this {
    this.lines.push(String(code), typeof value === 'number' ? dxfNumber(value) : value);
    return this;
  }

  /** A fresh entity handle (group 5), unique in the file. */
  nextHandle(): string {
    this.handle += 1;
    return this.handle.toString(16).toUpperCase();
  }

  point(x: number, y: number, xCode = 10): this {
    return this.add(xCode, x)
      .add(xCode + 10, y)
      .add(xCode + 20, 0);
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

function header(out: Groups): void {
  out.add(0, 'SECTION').add(2, 'HEADER');
  out.add(9, '$ACADVER').add(1, 'AC1015');
  out.add(9, '$INSUNITS').add(70, DXF_UNITS_METRES);
  out.add(9, '$MEASUREMENT').add(70, 1);
  out.add(9, '$DWGCODEPAGE').add(3, 'ANSI_1252');
  out.add(0, 'ENDSEC');
}

function tables(out: Groups, layers: readonly DxfLayer[]): void {
  out.add(0, 'SECTION').add(2, 'TABLES');
  out.add(0, 'TABLE').add(2, 'LTYPE').add(5, out.nextHandle()).add(70, 1);
  out.add(0, 'LTYPE').add(5, out.nextHandle()).add(100, 'AcDbSymbolTableRecord');
  out.add(100, 'AcDbLinetypeTableRecord').add(2, 'CONTINUOUS').add(70, 0).add(3, 'Solid line');
  out.add(72, 65).add(73, 0).add(40, 0);
  out.add(0, 'ENDTAB');
  out
    .add(0, 'TABLE')
    .add(2, 'LAYER')
    .add(5, out.nextHandle())
    .add(70, layers.length + 1);
  for (const layer of [{ name: '0', color: 7 }, ...layers]) {
    out.add(0, 'LAYER').add(5, out.nextHandle()).add(100, 'AcDbSymbolTableRecord');
    out.add(100, 'AcDbLayerTableRecord').add(2, layer.name).add(70, 0);
    out.add(62, layer.color).add(6, 'CONTINUOUS');
  }
  out.add(0, 'ENDTAB');
  out.add(0, 'ENDSEC');
}

function entityStart(out: Groups, type: string, layer: string, subclass: string): void {
  out.add(0, type).add(5, out.nextHandle()).add(100, 'AcDbEntity').add(8, layer).add(100, subclass);
}

function entity(out: Groups, e: DxfEntity): void {
  switch (e.type) {
    case 'polyline':
      entityStart(out, 'LWPOLYLINE', e.layer, 'AcDbPolyline');
      out.add(90, e.points.length).add(70, e.closed ? 1 : 0);
      if (e.width !== undefined && e.width > 0) out.add(43, e.width);
      for (const [x, y] of e.points) out.add(10, x).add(20, y);
      return;
    case 'circle':
      entityStart(out, 'CIRCLE', e.layer, 'AcDbCircle');
      out.point(e.center[0], e.center[1]).add(40, e.radius);
      return;
    case 'line':
      entityStart(out, 'LINE', e.layer, 'AcDbLine');
      out.point(e.from[0], e.from[1]).point(e.to[0], e.to[1], 11);
      return;
    case 'text':
      entityStart(out, 'TEXT', e.layer, 'AcDbText');
      // Centred on `at` (72 = 1, 73 = 2): the second alignment point carries the position.
      out.point(e.at[0], e.at[1]).add(40, e.height).add(1, dxfText(e.text));
      if (e.rotation_deg !== undefined && e.rotation_deg !== 0) out.add(50, e.rotation_deg);
      out.add(72, 1).point(e.at[0], e.at[1], 11).add(100, 'AcDbText').add(73, 2);
      return;
  }
}

/**
 * An ASCII DXF (AutoCAD 2000, AC1015) of the given layers and entities: HEADER ($INSUNITS,
 * $ACADVER), TABLES (line type and layers), ENTITIES, EOF. The minimal file LibreCAD, QCAD and
 * most CAD readers open; blocks and objects sections are left out, as they allow.
 */
export function writeDxf(doc: DxfDocument): string {
  const out = new Groups();
  header(out);
  tables(out, doc.layers);
  out.add(0, 'SECTION').add(2, 'ENTITIES');
  for (const e of doc.entities) entity(out, e);
  out.add(0, 'ENDSEC').add(0, 'EOF');
  return out.toString();
}
