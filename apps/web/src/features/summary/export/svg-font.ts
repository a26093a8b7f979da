import type { PlanDrawing } from './drawing-types';
import { fetchPdfFonts, type PdfFontFiles } from './pdf-fonts';
import { cmapTable, nameTable, postVersion3, readSfnt, writeSfnt } from './sfnt';

/**
 * The SVG's typeface: the PDF's DejaVu Sans Condensed, embedded as an @font-face with a data: URL
 * of a subset holding the drawing's letters only, so a Cyrillic plan shows in any viewer (and in
 * the PNG, drawn from the SVG) without the viewer's fallback font.
 */
export interface SvgFont {
  /** The family the drawing names first. */
  readonly family: string;
  /** The @font-face rules, one a weight. */
  readonly css: string;
}

export const SVG_FONT_FAMILY = 'DejaVu Sans Condensed';

const COPYRIGHT =
  'Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. DejaVu changes are in public domain.';

/** The code points of a set of texts. */
const codePointsOf = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((text) => [...text].map((c) => c.codePointAt(0) ?? 0)))].sort((a, b) => a - b);

interface FontkitSubset {
  includeGlyph(glyph: { id: number }): number;
  encodeStream(): { on(event: 'data' | 'end', callback: (data: Uint8Array) => void): unknown };
}
interface FontkitFont {
  glyphForCodePoint(codePoint: number): { id: number };
  createSubset(): FontkitSubset;
}

const encoded = (subset: FontkitSubset) =>
  new Promise<Uint8Array>((resolve) => {
    const parts: Uint8Array[] = [];
    const stream = subset.encodeStream();
    stream.on('data', (part) => parts.push(part));
    stream.on('end', () => {
      const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
      parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
      resolve(out);
    });
  });

/**
 * A web font of the file holding the glyphs of `codePoints` (those it has): fontkit's subset of the
 * outlines, with a cmap for them and the original's OS/2 and metrics, a short name table.
 */
async function subsetFont(
  file: Uint8Array,
  codePoints: readonly number[],
  style: { readonly subfamily: string; readonly postscript: string },
): Promise<Uint8Array> {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const font = fontkit.create(file) as unknown as FontkitFont;
  const subset = font.createSubset();
  const glyphOf = new Map<number, number>();
  for (const code of codePoints) {
    const glyph = font.glyphForCodePoint(code);
    // A letter the font lacks is left to the next family of the drawing's list.
    if (glyph.id !== 0) glyphOf.set(code, subset.includeGlyph(glyph));
  }
  const tables = new Map(readSfnt(await encoded(subset)));
  const original = readSfnt(file);
  const os2 = original.get('OS/2');
  const post = original.get('post');
  if (os2 === undefined || post === undefined) throw new Error('The font has no OS/2 or post table.');
  tables.set('cmap', cmapTable(glyphOf));
  tables.set('OS/2', os2);
  tables.set('post', postVersion3(post));
  const names: [number, string][] = [
    [0, COPYRIGHT],
    [1, SVG_FONT_FAMILY],
    [2, style.subfamily],
    [4, `${SVG_FONT_FAMILY} ${style.subfamily}`],
    [6, style.postscript],
  ];
  tables.set('name', nameTable(new Map(names)));
  return writeSfnt(tables);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

const face = (bytes: Uint8Array, weight: number) =>
  `@font-face{font-family:'${SVG_FONT_FAMILY}';font-weight:${weight};src:url(data:font/ttf;base64,${base64(bytes)}) format('truetype')}`;

/** The drawing's font: a subset of each weight its texts use (the files fetched when not given). */
export async function svgFontFor(drawing: PlanDrawing, files?: PdfFontFiles): Promise<SvgFont> {
  const texts = drawing.shapes.flatMap((s) => (s.kind === 'text' ? [s] : []));
  const regular = codePointsOf(texts.filter((s) => s.bold !== true).map((s) => s.text));
  const bold = codePointsOf(texts.filter((s) => s.bold === true).map((s) => s.text));
  const fonts = files ?? (await fetchPdfFonts());
  const faces = await Promise.all([
    regular.length === 0
      ? undefined
      : subsetFont(fonts.regular, regular, { subfamily: 'Book', postscript: 'DejaVuSansCondensed' }),
    bold.length === 0
      ? undefined
      : subsetFont(fonts.bold, bold, { subfamily: 'Bold', postscript: 'DejaVuSansCondensed-Bold' }),
  ]);
  const [book, heavy] = faces;
  const css = [book && face(book, 400), heavy && face(heavy, 700)].filter(Boolean).join('\n');
  return { family: SVG_FONT_FAMILY, css };
}
