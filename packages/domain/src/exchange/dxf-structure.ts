import { hex, type Groups } from './dxf-groups.js';

// Everything an AutoCAD 2000 (AC1015) DXF must hold besides the drawing itself, laid out as AutoCAD
// and ezdxf write it: the tables with their required entries, the model and paper space blocks and
// their layouts, and the root dictionary with the named object dictionaries. AutoCAD refuses an
// AC1015 file without them ("Invalid or incomplete DXF input").

/** Handles of the fixed structure; layers and entities are numbered from FIRST_FREE_HANDLE on. */
export const H = {
  vportTable: 0x1,
  vportActive: 0x2,
  ltypeTable: 0x3,
  ltypeByBlock: 0x4,
  ltypeByLayer: 0x5,
  ltypeContinuous: 0x6,
  layerTable: 0x7,
  styleTable: 0x8,
  styleStandard: 0x9,
  stylePlotplan: 0xa,
  viewTable: 0xb,
  ucsTable: 0xc,
  appidTable: 0xd,
  appidAcad: 0xe,
  dimstyleTable: 0xf,
  dimstyleStandard: 0x10,
  blockRecordTable: 0x11,
  modelSpaceRecord: 0x12,
  paperSpaceRecord: 0x13,
  modelSpaceBlock: 0x14,
  modelSpaceEnd: 0x15,
  paperSpaceBlock: 0x16,
  paperSpaceEnd: 0x17,
  rootDictionary: 0x18,
  groupDictionary: 0x19,
  layoutDictionary: 0x1a,
  mlineStyleDictionary: 0x1b,
  mlineStyleStandard: 0x1c,
  plotSettingsDictionary: 0x1d,
  plotStyleNameDictionary: 0x1e,
  plotStyleNormal: 0x1f,
  layoutModel: 0x20,
  layoutPaper: 0x21,
} as const;
export const FIRST_FREE_HANDLE = 0x22;

/** The text style every text uses: a TrueType font with Cyrillic, Latin and Greek (Arial). */
export const TEXT_STYLE = 'PLOTPLAN';

export interface Extents {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function header(
  out: Groups,
  extents: Extents,
  handseed: number,
  units: number,
  measurement: 0 | 1 = 1,
): void {
  const variable = (name: string) => out.add(9, name);
  out.add(0, 'SECTION').add(2, 'HEADER');
  variable('$ACADVER').add(1, 'AC1015');
  variable('$ACADMAINTVER').int(70, 6);
  // All text outside ASCII is written as \U+XXXX, so the code page never decides a character.
  variable('$DWGCODEPAGE').add(3, 'ANSI_1252');
  variable('$INSBASE').point(0, 0);
  variable('$EXTMIN').point(extents.minX, extents.minY);
  variable('$EXTMAX').point(extents.maxX, extents.maxY);
  variable('$LIMMIN').add(10, extents.minX).add(20, extents.minY);
  variable('$LIMMAX').add(10, extents.maxX).add(20, extents.maxY);
  variable('$TEXTSTYLE').add(7, TEXT_STYLE);
  variable('$CLAYER').add(8, '0');
  variable('$CELTYPE').add(6, 'ByLayer');
  variable('$DIMSTYLE').add(2, 'Standard');
  variable('$INSUNITS').int(70, units);
  variable('$MEASUREMENT').int(70, measurement);
  variable('$LUNITS').int(70, 2);
  variable('$LUPREC').int(70, 2);
  variable('$HANDSEED').add(5, hex(handseed));
  out.add(0, 'ENDSEC');
}

/** Classes of the objects below that are not built into DXF (AutoCAD looks them up here). */
export function classes(out: Groups): void {
  out.add(0, 'SECTION').add(2, 'CLASSES');
  const dxfClass = (name: string, cpp: string, flags: number) =>
    out
      .add(0, 'CLASS')
      .add(1, name)
      .add(2, cpp)
      .add(3, 'ObjectDBX Classes')
      .int(90, flags)
      .int(280, 0)
      .int(281, 0);
  dxfClass('ACDBDICTIONARYWDFLT', 'AcDbDictionaryWithDefault', 0);
  dxfClass('ACDBPLACEHOLDER', 'AcDbPlaceHolder', 0);
  dxfClass('LAYOUT', 'AcDbLayout', 0);
  out.add(0, 'ENDSEC');
}

function table(out: Groups, name: string, handle: number, count: number): void {
  out.add(0, 'TABLE').add(2, name).add(5, hex(handle)).add(330, '0').add(100, 'AcDbSymbolTable');
  out.int(70, count);
}

function record(out: Groups, type: string, handle: number, owner: number, subclass: string): Groups {
  return out
    .add(0, type)
    .add(type === 'DIMSTYLE' ? 105 : 5, hex(handle))
    .add(330, hex(owner))
    .add(100, 'AcDbSymbolTableRecord')
    .add(100, subclass);
}

export interface LayerRecord {
  readonly name: string;
  readonly color: number;
  readonly handle: number;
}

export function tables(out: Groups, layers: readonly LayerRecord[], extents: Extents): void {
  out.add(0, 'SECTION').add(2, 'TABLES');

  table(out, 'VPORT', H.vportTable, 1);
  const width = Math.max(extents.maxX - extents.minX, 1);
  const height = Math.max(extents.maxY - extents.minY, 1);
  record(out, 'VPORT', H.vportActive, H.vportTable, 'AcDbViewportTableRecord').add(2, '*Active').int(70, 0);
  out.add(10, 0).add(20, 0).add(11, 1).add(21, 1);
  out.add(12, (extents.minX + extents.maxX) / 2).add(22, (extents.minY + extents.maxY) / 2);
  out.add(13, 0).add(23, 0).add(14, 0.5).add(24, 0.5).add(15, 0.5).add(25, 0.5);
  out.add(16, 0).add(26, 0).add(36, 1).add(17, 0).add(27, 0).add(37, 0);
  out
    .add(40, Math.max(height, width / 1.6) * 1.1)
    .add(41, 1.6)
    .add(42, 50)
    .add(43, 0)
    .add(44, 0);
  out.add(50, 0).add(51, 0).int(71, 0).int(72, 1000).int(73, 1).int(74, 3).int(75, 0).int(76, 0);
  out.int(77, 0).int(78, 0).int(281, 0).int(65, 1).point(0, 0, 110).add(111, 1).add(121, 0).add(131, 0);
  out.add(112, 0).add(122, 1).add(132, 0).int(79, 0).add(146, 0);
  out.add(0, 'ENDTAB');

  table(out, 'LTYPE', H.ltypeTable, 3);
  for (const [handle, name, description] of [
    [H.ltypeByBlock, 'ByBlock', ''],
    [H.ltypeByLayer, 'ByLayer', ''],
    [H.ltypeContinuous, 'Continuous', 'Solid line'],
  ] as const) {
    record(out, 'LTYPE', handle, H.ltypeTable, 'AcDbLinetypeTableRecord').add(2, name).int(70, 0);
    out.add(3, description).int(72, 65).int(73, 0).add(40, 0);
  }
  out.add(0, 'ENDTAB');

  table(out, 'LAYER', H.layerTable, layers.length);
  for (const layer of layers) {
    record(out, 'LAYER', layer.handle, H.layerTable, 'AcDbLayerTableRecord').add(2, layer.name);
    out.int(70, 0).int(62, layer.color).add(6, 'Continuous').int(370, -3);
    out.add(390, hex(H.plotStyleNormal));
  }
  out.add(0, 'ENDTAB');

  table(out, 'STYLE', H.styleTable, 2);
  record(out, 'STYLE', H.styleStandard, H.styleTable, 'AcDbTextStyleTableRecord').add(2, 'Standard');
  out.int(70, 0).add(40, 0).add(41, 1).add(50, 0).int(71, 0).add(42, 2.5).add(3, 'txt').add(4, '');
  record(out, 'STYLE', H.stylePlotplan, H.styleTable, 'AcDbTextStyleTableRecord').add(2, TEXT_STYLE);
  out.int(70, 0).add(40, 0).add(41, 1).add(50, 0).int(71, 0).add(42, 2.5).add(3, 'arial.ttf').add(4, '');
  // How AutoCAD records a TrueType style's family (the file name alone is only a hint).
  out.add(1001, 'ACAD').add(1000, 'Arial').int(1071, 34);
  out.add(0, 'ENDTAB');

  table(out, 'VIEW', H.viewTable, 0);
  out.add(0, 'ENDTAB');
  table(out, 'UCS', H.ucsTable, 0);
  out.add(0, 'ENDTAB');

  table(out, 'APPID', H.appidTable, 1);
  record(out, 'APPID', H.appidAcad, H.appidTable, 'AcDbRegAppTableRecord').add(2, 'ACAD').int(70, 0);
  out.add(0, 'ENDTAB');

  table(out, 'DIMSTYLE', H.dimstyleTable, 1);
  out.add(100, 'AcDbDimStyleTable').int(71, 1).add(340, hex(H.dimstyleStandard));
  record(out, 'DIMSTYLE', H.dimstyleStandard, H.dimstyleTable, 'AcDbDimStyleTableRecord');
  out.add(2, 'Standard').int(70, 0).add(340, hex(H.stylePlotplan));
  out.add(0, 'ENDTAB');

  table(out, 'BLOCK_RECORD', H.blockRecordTable, 2);
  record(out, 'BLOCK_RECORD', H.modelSpaceRecord, H.blockRecordTable, 'AcDbBlockTableRecord');
  out.add(2, '*Model_Space').add(340, hex(H.layoutModel));
  record(out, 'BLOCK_RECORD', H.paperSpaceRecord, H.blockRecordTable, 'AcDbBlockTableRecord');
  out.add(2, '*Paper_Space').add(340, hex(H.layoutPaper));
  out.add(0, 'ENDTAB');

  out.add(0, 'ENDSEC');
}

export function blocks(out: Groups): void {
  out.add(0, 'SECTION').add(2, 'BLOCKS');
  for (const [block, end, owner, name, paper] of [
    [H.modelSpaceBlock, H.modelSpaceEnd, H.modelSpaceRecord, '*Model_Space', false],
    [H.paperSpaceBlock, H.paperSpaceEnd, H.paperSpaceRecord, '*Paper_Space', true],
  ] as const) {
    out.add(0, 'BLOCK').add(5, hex(block)).add(330, hex(owner)).add(100, 'AcDbEntity');
    if (paper) out.int(67, 1);
    out.add(8, '0').add(100, 'AcDbBlockBegin').add(2, name).int(70, 0).point(0, 0).add(3, name).add(1, '');
    out.add(0, 'ENDBLK').add(5, hex(end)).add(330, hex(owner)).add(100, 'AcDbEntity');
    if (paper) out.int(67, 1);
    out.add(8, '0').add(100, 'AcDbBlockEnd');
  }
  out.add(0, 'ENDSEC');
}

function dictionary(out: Groups, handle: number, owner: number, entries: readonly [string, number][]): void {
  out.add(0, 'DICTIONARY').add(5, hex(handle));
  if (owner !== 0) out.reactors(owner);
  out.add(330, hex(owner)).add(100, 'AcDbDictionary').int(281, 1);
  for (const [name, entry] of entries) out.add(3, name).add(350, hex(entry));
}

function layout(out: Groups, handle: number, name: string, tab: number, record: number, e: Extents): void {
  out.add(0, 'LAYOUT').add(5, hex(handle)).reactors(H.layoutDictionary).add(330, hex(H.layoutDictionary));
  out.add(100, 'AcDbPlotSettings').add(1, '').add(2, 'none_device').add(4, '').add(6, '');
  out.add(40, 0).add(41, 0).add(42, 0).add(43, 0).add(44, 0).add(45, 0).add(46, 0).add(47, 0);
  out.add(48, 0).add(49, 0).add(140, 0).add(141, 0).add(142, 1).add(143, 1);
  out.int(70, 688).int(72, 1).int(73, 0).int(74, 5).add(7, '').int(75, 16).int(76, 0).int(77, 2).int(78, 300);
  out.add(147, 1).add(148, 0).add(149, 0);
  out.add(100, 'AcDbLayout').add(1, name).int(70, 1).int(71, tab);
  out.add(10, e.minX).add(20, e.minY).add(11, e.maxX).add(21, e.maxY).point(0, 0, 12);
  out.point(e.minX, e.minY, 14).point(e.maxX, e.maxY, 15).add(146, 0);
  out.point(0, 0, 13).point(1, 0, 16).point(0, 1, 17).int(76, 0).add(330, hex(record));
}

export function objects(out: Groups, extents: Extents): void {
  out.add(0, 'SECTION').add(2, 'OBJECTS');
  dictionary(out, H.rootDictionary, 0, [
    ['ACAD_GROUP', H.groupDictionary],
    ['ACAD_LAYOUT', H.layoutDictionary],
    ['ACAD_MLINESTYLE', H.mlineStyleDictionary],
    ['ACAD_PLOTSETTINGS', H.plotSettingsDictionary],
    ['ACAD_PLOTSTYLENAME', H.plotStyleNameDictionary],
  ]);
  dictionary(out, H.groupDictionary, H.rootDictionary, []);
  dictionary(out, H.layoutDictionary, H.rootDictionary, [
    ['Layout1', H.layoutPaper],
    ['Model', H.layoutModel],
  ]);
  dictionary(out, H.mlineStyleDictionary, H.rootDictionary, [['Standard', H.mlineStyleStandard]]);
  dictionary(out, H.plotSettingsDictionary, H.rootDictionary, []);

  out.add(0, 'ACDBDICTIONARYWDFLT').add(5, hex(H.plotStyleNameDictionary)).reactors(H.rootDictionary);
  out.add(330, hex(H.rootDictionary)).add(100, 'AcDbDictionary').int(281, 1);
  out.add(3, 'Normal').add(350, hex(H.plotStyleNormal));
  out.add(100, 'AcDbDictionaryWithDefault').add(340, hex(H.plotStyleNormal));
  out.add(0, 'ACDBPLACEHOLDER').add(5, hex(H.plotStyleNormal)).reactors(H.plotStyleNameDictionary);
  out.add(330, hex(H.plotStyleNameDictionary));

  out.add(0, 'MLINESTYLE').add(5, hex(H.mlineStyleStandard)).reactors(H.mlineStyleDictionary);
  out.add(330, hex(H.mlineStyleDictionary)).add(100, 'AcDbMlineStyle').add(2, 'Standard').int(70, 0);
  out.add(3, '').int(62, 256).add(51, 90).add(52, 90).int(71, 2);
  out.add(49, 0.5).int(62, 256).add(6, 'BYLAYER').add(49, -0.5).int(62, 256).add(6, 'BYLAYER');

  layout(out, H.layoutModel, 'Model', 0, H.modelSpaceRecord, extents);
  layout(out, H.layoutPaper, 'Layout1', 1, H.paperSpaceRecord, extents);
  out.add(0, 'ENDSEC');
}
