/**
 * Stores a print resolution in a PNG (a pHYs chunk, pixels per metre), so print dialogs, GIMP and
 * word processors place the image at its paper size. Browsers' canvas encoders never write one.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR_END = 8 + 4 + 4 + 13 + 4; // signature, then IHDR: length, type, 13 data bytes, CRC

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The PNG chunk CRC (ISO 3309 CRC-32) over type and data. */
export function pngCrc(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Pixels per metre for dots per inch, as pHYs stores it (300 dpi: 11811). */
export function dotsPerMetre(dpi: number): number {
  return Math.round(dpi / 0.0254);
}

function isPng(png: Uint8Array): boolean {
  return (
    png.length >= IHDR_END &&
    SIGNATURE.every((byte, i) => png[i] === byte) &&
    String.fromCharCode(png[12] ?? 0, png[13] ?? 0, png[14] ?? 0, png[15] ?? 0) === 'IHDR'
  );
}

/** The chunks of a PNG by type, in file order (for checks and tests). */
export function pngChunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  if (!isPng(png)) throw new Error('This is not a PNG file.');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/**
 * The same PNG with a pHYs chunk of `dpi` right after IHDR (where the PNG specification wants it:
 * before IDAT); a pHYs the encoder may already have written is replaced.
 */
export function withPhys(png: Uint8Array, dpi: number): Uint8Array {
  if (!isPng(png)) throw new Error('This is not a PNG file.');
  const perMetre = dotsPerMetre(dpi);
  const chunk = new Uint8Array(4 + 4 + 9 + 4);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  view.setUint32(8, perMetre);
  view.setUint32(12, perMetre);
  chunk[16] = 1; // unit: the metre
  view.setUint32(17, pngCrc(chunk.subarray(4, 17)));

  const rest: Uint8Array[] = [];
  const source = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = IHDR_END; at + 12 <= png.length;) {
    const length = source.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type !== 'pHYs') rest.push(png.subarray(at, at + 12 + length));
    at += 12 + length;
  }
  const size = IHDR_END + chunk.length + rest.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  out.set(png.subarray(0, IHDR_END), 0);
  out.set(chunk, IHDR_END);
  let at = IHDR_END + chunk.length;
  for (const part of rest) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
