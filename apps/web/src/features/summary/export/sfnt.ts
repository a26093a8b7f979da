// The TrueType container (sfnt) read and written: a subset a browser loads as a web font needs the
// tables a PDF can do without (cmap, name, OS/2, post), so they are added around fontkit's subset
// here. Big-endian throughout; every table starts on a 4-byte boundary.

/** A font's tables by tag ('glyf', 'OS/2', ...), each its own bytes. */
export type SfntTables = ReadonlyMap<string, Uint8Array>;

const tagOf = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The tables of a TrueType file. */
export function readSfnt(bytes: Uint8Array): SfntTables {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const offset = view.getUint32(record + 8);
    tables.set(tagOf(bytes, record), bytes.subarray(offset, offset + view.getUint32(record + 12)));
  }
  return tables;
}

const padded = (length: number) => (length + 3) & ~3;

/** The sum of a table's 32-bit words (its bytes zero-padded to a whole word), as the directory records it. */
function checksum(bytes: Uint8Array, from: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let at = from; at < from + padded(length); at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** Offset of checkSumAdjustment in 'head': set so that the whole file sums to 0xB1B0AFBA. */
const HEAD_ADJUSTMENT = 8;

/** A TrueType file of the tables: directory sorted by tag, checksums and head's adjustment set. */
export function writeSfnt(tables: SfntTables): Uint8Array {
  const tags = [...tables.keys()].sort();
  const directory = 12 + tags.length * 16;
  const size = tags.reduce((sum, tag) => sum + padded(tables.get(tag)?.length ?? 0), directory);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = directory;
  let headAt = -1;
  tags.forEach((tag, i) => {
    const table = tables.get(tag) ?? new Uint8Array(0);
    out.set(table, offset);
    if (tag === 'head') {
      headAt = offset;
      view.setUint32(offset + HEAD_ADJUSTMENT, 0);
    }
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c += 1) out[record + c] = tag.charCodeAt(c);
    view.setUint32(record + 4, checksum(out, offset, table.length));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    offset += padded(table.length);
  });
  if (headAt >= 0) view.setUint32(headAt + HEAD_ADJUSTMENT, (0xb1b0afba - checksum(out, 0, size)) >>> 0);
  return out;
}

/**
 * A 'cmap' with one Windows Unicode (BMP) subtable of format 4: each run of code points whose
 * glyphs are numbered alike is one segment, mapped by its delta.
 */
export function cmapTable(glyphOf: ReadonlyMap<number, number>): Uint8Array {
  const codes = [...glyphOf.keys()].filter((c) => c < 0xffff).sort((a, b) => a - b);
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const code of codes) {
    const delta = (glyphOf.get(code) ?? 0) - code;
    const last = segments.at(-1);
    if (last !== undefined && last.end === code - 1 && last.delta === delta) last.end = code;
    else segments.push({ start: code, end: code, delta });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const n = segments.length;
  const length = 16 + n * 8;
  const out = new Uint8Array(12 + length);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1); // one subtable
  view.setUint16(4, 3); // Windows
  view.setUint16(6, 1); // Unicode BMP
  view.setUint32(8, 12);
  const power = 2 ** Math.floor(Math.log2(n));
  const words = [4, length, 0, n * 2, power * 2, Math.log2(power), n * 2 - power * 2];
  words.forEach((w, i) => view.setUint16(12 + i * 2, w));
  const at = (array: number, i: number) => 12 + 14 + array * n * 2 + (array > 0 ? 2 : 0) + i * 2;
  segments.forEach((s, i) => {
    view.setUint16(at(0, i), s.end);
    view.setUint16(at(1, i), s.start);
    view.setUint16(at(2, i), (s.delta + 0x10000) % 0x10000);
    view.setUint16(at(3, i), 0);
  });
  return out;
}

/** A 'name' table of Windows English records, UTF-16BE: the names a browser and a viewer read. */
export function nameTable(names: ReadonlyMap<number, string>): Uint8Array {
  const entries = [...names.entries()].sort(([a], [b]) => a - b);
  const header = 6 + entries.length * 12;
  const size = entries.reduce((sum, [, text]) => sum + text.length * 2, header);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint16(2, entries.length);
  view.setUint16(4, header);
  let offset = 0;
  entries.forEach(([id, text], i) => {
    const record = 6 + i * 12;
    [3, 1, 0x409, id, text.length * 2, offset].forEach((w, k) => view.setUint16(record + k * 2, w));
    for (let c = 0; c < text.length; c += 1) view.setUint16(header + offset + c * 2, text.charCodeAt(c));
    offset += text.length * 2;
  });
  return out;
}

/** 'post' of version 3: the metrics of the original, without glyph names (a web font needs none). */
export function postVersion3(post: Uint8Array): Uint8Array {
  const out = post.slice(0, 32);
  new DataView(out.buffer).setUint32(0, 0x00030000);
  return out;
}
