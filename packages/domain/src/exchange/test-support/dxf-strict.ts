// A strict reader of ASCII DXF for the tests: it refuses what AutoCAD refuses in an AC1015 file
// (a value of the wrong type for its group code, a section, table or required entry missing, a
// handle used twice or at or past $HANDSEED, a pointer to nothing, an entity on a layer or in a
// style the tables do not hold, an object class not declared). Lenient readers (dxf-parser,
// LibreCAD) open files AutoCAD rejects; this one is meant not to.

export interface DxfPair {
  readonly code: number;
  readonly value: string;
}

/** A record: from one group 0 to the next. */
export interface DxfRecord {
  readonly type: string;
  readonly pairs: readonly DxfPair[];
}

const INT = /^-?\d+$/;
const HEX = /^[0-9A-F]+$/i;
const FLOAT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function kindOf(code: number): 'string' | 'float' | 'int' | 'handle' | 'bool' {
  if (code === 5 || code === 105 || (code >= 320 && code <= 369) || (code >= 390 && code <= 399))
    return 'handle';
  if ((code >= 10 && code <= 59) || (code >= 110 && code <= 149) || (code >= 210 && code <= 239))
    return 'float';
  if (code >= 1010 && code <= 1059) return 'float';
  if (code >= 290 && code <= 299) return 'bool';
  if (
    (code >= 60 && code <= 99) ||
    (code >= 160 && code <= 179) ||
    (code >= 270 && code <= 289) ||
    (code >= 370 && code <= 389) ||
    (code >= 400 && code <= 409) ||
    (code >= 1060 && code <= 1071)
  )
    return 'int';
  return 'string';
}

/** The file's group code / value pairs, each value checked against its code's type. */
export function strictPairs(text: string): DxfPair[] {
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length % 2 !== 0) throw new Error('odd number of lines: a group code without a value');
  const pairs: DxfPair[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const raw = (lines[i] ?? '').trim();
    const value = lines[i + 1] ?? '';
    if (!INT.test(raw)) throw new Error(`line ${i + 1}: "${raw}" is not a group code`);
    const code = Number(raw);
    const kind = kindOf(code);
    const v = value.trim();
    const ok =
      kind === 'string' ||
      (kind === 'float' && FLOAT.test(v)) ||
      (kind === 'int' && INT.test(v)) ||
      (kind === 'bool' && (v === '0' || v === '1')) ||
      (kind === 'handle' && HEX.test(v));
    if (!ok) throw new Error(`line ${i + 2}: group ${code} wants a ${kind}, got "${value}"`);
    pairs.push({ code, value });
  }
  return pairs;
}

/** The records of a file, in order (SECTION, TABLE, entities, ENDSEC, ... EOF). */
export function strictRecords(text: string): DxfRecord[] {
  const records: { type: string; pairs: DxfPair[] }[] = [];
  for (const pair of strictPairs(text)) {
    if (pair.code === 0) records.push({ type: pair.value, pairs: [] });
    else if (records.length === 0) throw new Error('the file does not start with a group 0');
    else records[records.length - 1]?.pairs.push(pair);
  }
  return records;
}

export const valueOf = (record: DxfRecord, code: number): string | undefined =>
  record.pairs.find((pair) => pair.code === code)?.value;

/** The file's sections by name, each a list of the records between SECTION and ENDSEC. */
export function strictSections(text: string): Map<string, DxfRecord[]> {
  const records = strictRecords(text);
  const sections = new Map<string, DxfRecord[]>();
  let current: DxfRecord[] | undefined;
  for (const [i, record] of records.entries()) {
    if (record.type === 'SECTION') {
      if (current !== undefined) throw new Error('a SECTION inside a section');
      const name = valueOf(record, 2) ?? '';
      current = [];
      sections.set(name, current);
    } else if (record.type === 'ENDSEC') {
      if (current === undefined) throw new Error('ENDSEC outside a section');
      current = undefined;
    } else if (record.type === 'EOF') {
      if (current !== undefined || i !== records.length - 1) throw new Error('EOF is not at the end');
    } else if (current === undefined) throw new Error(`${record.type} outside any section`);
    else current.push(record);
  }
  if (records[records.length - 1]?.type !== 'EOF') throw new Error('no EOF');
  return sections;
}

/** The HEADER's variables: each name with the values after it (one, or x, y, z of a point). */
export function strictHeader(text: string): Map<string, string[]> {
  const section = strictRecords(text).find((r) => r.type === 'SECTION' && valueOf(r, 2) === 'HEADER');
  const variables = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const pair of section?.pairs.slice(1) ?? []) {
    if (pair.code === 9) {
      current = [];
      variables.set(pair.value, current);
    } else current?.push(pair.value);
  }
  return variables;
}
