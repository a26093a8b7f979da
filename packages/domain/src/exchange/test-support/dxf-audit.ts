import { strictHeader, strictSections, valueOf, type DxfRecord } from './dxf-strict.js';

const SECTION_ORDER = ['HEADER', 'CLASSES', 'TABLES', 'BLOCKS', 'ENTITIES', 'OBJECTS'];
const TABLES = ['VPORT', 'LTYPE', 'LAYER', 'STYLE', 'VIEW', 'UCS', 'APPID', 'DIMSTYLE', 'BLOCK_RECORD'];
const REQUIRED_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  VPORT: ['*Active'],
  LTYPE: ['ByBlock', 'ByLayer', 'Continuous'],
  LAYER: ['0'],
  STYLE: ['Standard'],
  APPID: ['ACAD'],
  DIMSTYLE: ['Standard'],
  BLOCK_RECORD: ['*Model_Space', '*Paper_Space'],
};
/** Object types DXF knows without a CLASS record. */
const BUILT_IN_OBJECTS = new Set(['DICTIONARY', 'MLINESTYLE', 'GROUP', 'XRECORD']);
const POINTER_CODES = new Set([330, 340, 350, 360, 390]);

const handleOf = (record: DxfRecord) => valueOf(record, record.type === 'DIMSTYLE' ? 105 : 5);

/**
 * What an AC1015 reader as strict as AutoCAD would refuse in the file, in words; [] when nothing.
 * Throws when the file cannot even be read as DXF pairs and sections.
 */
export function auditAc1015(text: string): string[] {
  const problems: string[] = [];
  const sections = strictSections(text);
  const names = [...sections.keys()];
  if (names.join() !== SECTION_ORDER.join())
    problems.push(`sections ${names.join()} (want ${SECTION_ORDER.join()})`);
  const section = (name: string) => sections.get(name) ?? [];

  const header = new Map([...strictHeader(text)].map(([name, values]) => [name, values[0]]));
  if (header.get('$ACADVER') !== 'AC1015') problems.push(`$ACADVER is ${header.get('$ACADVER')}`);
  for (const variable of ['$HANDSEED', '$INSUNITS', '$EXTMIN', '$EXTMAX'])
    if (!header.has(variable)) problems.push(`no ${variable}`);
  const handseed = Number.parseInt(header.get('$HANDSEED') ?? '0', 16);

  // Every object's handle: unique and below $HANDSEED.
  const all = [...sections.values()].flat();
  const byHandle = new Map<string, DxfRecord>();
  for (const record of all) {
    if (record.type === 'CLASS' || record.type === 'ENDTAB') continue;
    const handle = handleOf(record);
    if (handle === undefined) {
      problems.push(`${record.type} without a handle`);
      continue;
    }
    if (byHandle.has(handle.toUpperCase())) problems.push(`handle ${handle} used twice`);
    byHandle.set(handle.toUpperCase(), record);
    if (!(Number.parseInt(handle, 16) < handseed)) problems.push(`handle ${handle} not below $HANDSEED`);
  }
  for (const record of all)
    for (const pair of record.pairs)
      if (POINTER_CODES.has(pair.code) && pair.value !== '0' && !byHandle.has(pair.value.toUpperCase()))
        problems.push(
          `${record.type} ${handleOf(record) ?? ''} points (${pair.code}) at no object ${pair.value}`,
        );

  // TABLES: each table, its count, its required entries.
  const entries = new Map<string, string[]>();
  let table: string | undefined;
  for (const record of section('TABLES')) {
    if (record.type === 'TABLE') {
      table = valueOf(record, 2);
      entries.set(table ?? '', []);
    } else if (record.type === 'ENDTAB') table = undefined;
    else if (record.type !== table) problems.push(`${record.type} inside table ${table ?? 'none'}`);
    else entries.get(table)?.push(valueOf(record, 2) ?? '');
  }
  for (const name of TABLES) {
    const got = entries.get(name);
    if (got === undefined) problems.push(`no ${name} table`);
    for (const entry of REQUIRED_ENTRIES[name] ?? [])
      if (!got?.some((g) => g.toUpperCase() === entry.toUpperCase())) problems.push(`no ${entry} in ${name}`);
  }
  const has = (name: string, entry: string) =>
    (entries.get(name) ?? []).some((e) => e.toUpperCase() === entry.toUpperCase());

  // BLOCKS: a BLOCK and ENDBLK for every block record.
  const blockNames = section('BLOCKS')
    .filter((r) => r.type === 'BLOCK')
    .map((r) => valueOf(r, 2));
  for (const name of entries.get('BLOCK_RECORD') ?? [])
    if (!blockNames.includes(name)) problems.push(`no BLOCK for ${name}`);
  if (section('BLOCKS').filter((r) => r.type === 'ENDBLK').length !== blockNames.length)
    problems.push('BLOCK and ENDBLK do not pair up');

  // ENTITIES: in model space, on a known layer, line type and text style.
  const modelSpace = section('TABLES').find(
    (r) => r.type === 'BLOCK_RECORD' && valueOf(r, 2) === '*Model_Space',
  );
  for (const entity of section('ENTITIES')) {
    const id = `${entity.type} ${handleOf(entity) ?? ''}`;
    if (modelSpace !== undefined && valueOf(entity, 330) !== handleOf(modelSpace))
      problems.push(`${id} not owned by model space`);
    const layer = valueOf(entity, 8);
    if (layer === undefined || !has('LAYER', layer)) problems.push(`${id} on unknown layer ${layer}`);
    const ltype = valueOf(entity, 6);
    if (ltype !== undefined && !has('LTYPE', ltype)) problems.push(`${id} in unknown line type ${ltype}`);
    const style = valueOf(entity, 7);
    if (style !== undefined && !has('STYLE', style)) problems.push(`${id} in unknown text style ${style}`);
  }
  for (const layer of section('TABLES').filter((r) => r.type === 'LAYER')) {
    const ltype = valueOf(layer, 6);
    if (ltype === undefined || !has('LTYPE', ltype))
      problems.push(`layer ${valueOf(layer, 2)} has line type ${ltype}`);
  }

  // OBJECTS: the root dictionary first, with the named dictionaries; layouts for the blocks.
  const [root] = section('OBJECTS');
  if (root?.type !== 'DICTIONARY' || valueOf(root, 330) !== '0')
    problems.push('OBJECTS does not start with the root dictionary');
  const rootNames = root?.pairs.filter((p) => p.code === 3).map((p) => p.value) ?? [];
  for (const name of ['ACAD_GROUP', 'ACAD_LAYOUT'])
    if (!rootNames.includes(name)) problems.push(`no ${name} dictionary`);
  for (const record of section('TABLES').filter((r) => r.type === 'BLOCK_RECORD')) {
    const layout = byHandle.get((valueOf(record, 340) ?? '').toUpperCase());
    if (layout?.type !== 'LAYOUT') problems.push(`block record ${valueOf(record, 2)} has no LAYOUT`);
  }
  const declared = new Set(section('CLASSES').map((r) => valueOf(r, 1)));
  for (const object of section('OBJECTS'))
    if (!BUILT_IN_OBJECTS.has(object.type) && !declared.has(object.type))
      problems.push(`no CLASS for ${object.type}`);
  return problems;
}
