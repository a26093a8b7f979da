import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { drawingToSvg } from './drawing-svg';
import type { DrawingObjectStyle } from './drawing-types';
import type { PdfFontFiles } from './pdf-fonts';
import { A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';
import { SVG_FONT_FAMILY, svgFontFor } from './svg-font';

// The SVG export embeds the PDF's DejaVu Sans Condensed as a subset of the drawing's letters, so a
// Russian plan reads the same in any viewer (and in the PNG drawn from it).

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
const files: PdfFontFiles = {
  regular: fontFile('DejaVuSansCondensed.ttf'),
  bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
};

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'forest' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};
const house = {
  id: 'h',
  landscape_object: 'house_small',
  shape: 'rect' as const,
  x: 10,
  y: 12,
  rotation_deg: 0,
  width: 6,
  depth: 6,
  height_m: 5,
  locked: false,
  label: 'Дом «Берёзка» №5',
};
const drawing = buildPlanDrawing({
  title: 'Участок №5 (СНТ «Берёзка»)',
  date: '2026-11-27',
  plot,
  plan: { objects: [house] },
  styles: new Map<string, DrawingObjectStyle>([
    ['house_small', { name: 'Маленький дом', color: '#c2410c', type: 'Жилой дом', building: true }],
  ]),
  locale: 'ru',
  sheet: A4_LANDSCAPE,
});

const faces = (css: string) =>
  [...css.matchAll(/font-weight:(\d+);src:url\(data:font\/ttf;base64,([^)]+)\)/g)].map(
    ([, weight, data]) => ({
      weight: Number(weight),
      bytes: new Uint8Array(Buffer.from(data ?? '', 'base64')),
    }),
  );

const textsOf = (bold: boolean) =>
  drawing.shapes.flatMap((s) => (s.kind === 'text' && (s.bold === true) === bold ? [s.text] : []));

describe("the SVG's embedded font", () => {
  it('is a subset of each weight holding every letter the drawing writes, with the full font metrics', async () => {
    const font = await svgFontFor(drawing, files);
    const found = faces(font.css);
    expect(found.map((f) => f.weight)).toEqual([400, 700]);
    for (const { weight, bytes } of found) {
      const subset = fontkit.create(bytes);
      const full = fontkit.create(weight === 700 ? files.bold : files.regular);
      expect(subset.familyName).toBe(SVG_FONT_FAMILY);
      const letters = [...new Set(textsOf(weight === 700).join(''))];
      expect(letters.length).toBeGreaterThan(weight === 700 ? 5 : 30);
      for (const letter of letters) {
        const code = letter.codePointAt(0) ?? 0;
        const glyph = subset.glyphForCodePoint(code);
        expect(glyph.id, letter).not.toBe(0);
        expect(glyph.advanceWidth, letter).toBe(full.glyphForCodePoint(code).advanceWidth);
        if (/\p{L}/u.test(letter)) expect(glyph.bbox.width, letter).toBeGreaterThan(0);
      }
      // A letter the drawing does not write is left out.
      expect(subset.glyphForCodePoint('Щ'.codePointAt(0) ?? 0).id).toBe(0);
      // Far smaller than the whole file (about 640 KB a weight).
      expect(bytes.length).toBeLessThan(40_000);
    }
  });

  it('is embedded as @font-face in the SVG and named first, the text kept as text', async () => {
    const font = await svgFontFor(drawing, files);
    const svg = drawingToSvg(drawing, 'Участок', font);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('defs > style')?.textContent).toContain(
      `@font-face{font-family:'${SVG_FONT_FAMILY}'`,
    );
    expect(doc.documentElement.getAttribute('font-family')).toBe(
      `'${SVG_FONT_FAMILY}', Helvetica, Arial, sans-serif`,
    );
    const texts = Array.from(doc.querySelectorAll('text'), (t) => t.textContent);
    expect(texts).toContain('Условные обозначения');
    // Without a font the document is as it was.
    expect(drawingToSvg(drawing, 'Участок')).not.toContain('@font-face');
  });
});
