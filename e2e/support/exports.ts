import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Download, Page } from '@playwright/test';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/** Clicks what starts a download and returns the file's name and bytes. */
export async function downloadOf(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await pathOf(download)) };
}

async function pathOf(download: Download): Promise<string> {
  const path = await download.path();
  if (path === null)
    throw new Error(`download ${download.suggestedFilename()} failed: ${await download.failure()}`);
  return path;
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
export function pngDimensions(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The resolution a PNG stores (its pHYs chunk) in dots per inch, or null when it stores none. */
export function pngDpi(bytes: Buffer): { x: number; y: number } | null {
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') return null;
    if (type === 'pHYs' && length === 9 && bytes[at + 16] === 1)
      return { x: bytes.readUInt32BE(at + 8) * 0.0254, y: bytes.readUInt32BE(at + 12) * 0.0254 };
    at += 12 + length;
  }
  return null;
}

/** The PDF's page count and the text of its content streams (pdf-lib flate-compresses them). */
export async function pdfContents(bytes: Buffer): Promise<{ pages: number; streams: string }> {
  const doc = await PDFDocument.load(bytes);
  const streams: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    try {
      streams.push(inflateSync(object.contents).toString('latin1'));
    } catch {
      streams.push(Buffer.from(object.contents).toString('latin1'));
    }
  }
  return { pages: doc.getPageCount(), streams: streams.join('\n') };
}

/**
 * The text a PDF reader extracts (pdf.js, as Firefox reads it), all pages joined: the PDF embeds its
 * font as a subset, so the text is glyph ids in the streams and only a reader can give it back.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}
