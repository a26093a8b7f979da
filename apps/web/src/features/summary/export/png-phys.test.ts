import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dotsPerMetre, pngChunks, pngCrc, withPhys } from './png-phys';

/** A real 3 x 2 RGB PNG, encoded here as any encoder would: IHDR, IDAT, IEND. */
function samplePng(extra: { type: string; data: Uint8Array }[] = []): Uint8Array {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(3, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra.map((c) => chunk(c.type, c.data)),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

function crcsHold(png: Uint8Array): boolean {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < view.length;) {
    const length = view.readUInt32BE(at);
    if (crc32(view.subarray(at + 4, at + 8 + length)) !== view.readUInt32BE(at + 8 + length)) return false;
    at += 12 + length;
  }
  return true;
}

describe('withPhys', () => {
  it('stores 300 dpi as 11811 pixels per metre in a pHYs chunk right after IHDR', () => {
    const png = withPhys(samplePng(), 300);
    const chunks = pngChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    const phys = Buffer.from(chunks[1]?.data ?? []);
    expect(phys.length).toBe(9);
    expect(phys.readUInt32BE(0)).toBe(11811);
    expect(phys.readUInt32BE(4)).toBe(11811);
    expect(phys[8]).toBe(1);
    expect(crcsHold(png)).toBe(true);
  });

  it('leaves the image itself untouched', () => {
    const before = pngChunks(samplePng());
    const after = pngChunks(withPhys(samplePng(), 300));
    const idat = (chunks: typeof before) =>
      inflateSync(chunks.find((c) => c.type === 'IDAT')?.data ?? new Uint8Array());
    expect(idat(after)).toEqual(idat(before));
    expect(Array.from(after[0]?.data ?? [])).toEqual(Array.from(before[0]?.data ?? []));
  });

  it('replaces a pHYs the encoder wrote instead of adding a second', () => {
    const old = new Uint8Array([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]); // 72 dpi
    const chunks = pngChunks(withPhys(samplePng([{ type: 'pHYs', data: old }]), 300));
    expect(chunks.filter((c) => c.type === 'pHYs')).toHaveLength(1);
    expect(Buffer.from(chunks[1]?.data ?? []).readUInt32BE(0)).toBe(11811);
  });

  it('refuses what is not a PNG', () => {
    expect(() => withPhys(new TextEncoder().encode('GIF89a not a png at all, nothing'), 300)).toThrow(
      'This is not a PNG file.',
    );
  });

  it('computes the CRC the PNG specification defines', () => {
    const bytes = new TextEncoder().encode('IEND');
    expect(pngCrc(bytes)).toBe(crc32(bytes));
    expect(pngCrc(bytes)).toBe(0xae426082);
    expect(dotsPerMetre(72)).toBe(2835);
  });
});
