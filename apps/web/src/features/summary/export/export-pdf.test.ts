import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildPdf } from './export-pdf';
import type { PdfFontFiles } from './pdf-fonts';
import { A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
const fonts: PdfFontFiles = {
  regular: fontFile('DejaVuSansCondensed.ttf'),
  bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
};

async function pdfOf(title: string) {
  const drawing = buildPlanDrawing({
    title,
    date: '2025-05-04',
    plot: {
      boundary: [
        [0, 0],
        [20, 0],
        [20, 30],
        [0, 30],
      ],
      north_deg: 10,
      edges: [],
      protected_areas: [],
      rule_pack: 'ru-snt',
    },
    plan: { objects: [] },
    styles: new Map(),
    sheet: A4_LANDSCAPE,
  });
  return buildPdf({
    title,
    drawing,
    sections: [{ title: 'Объекты (0)', entries: [[{ text: 'нет' }]] }],
    reportTitle: `${title}: сводка`,
    fonts,
  });
}

/** The text a PDF reader extracts from each page (pdf.js, as Firefox reads it). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const texts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts;
}

describe('buildPdf', () => {
  it('draws the plan on page 1 at the sheet size and the report on page 2', async () => {
    const doc = await PDFDocument.load(await pdfOf('Dacha Ёлки'));
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    // A4, portrait for this tall plot (a larger scale than landscape).
    expect(width).toBeCloseTo((210 / 25.4) * 72, 3);
    expect(height).toBeCloseTo((297 / 25.4) * 72, 3);
    expect(doc.getTitle()).toBe('Dacha Ёлки');
  });

  it('prints a Cyrillic project name as typed, in an embedded font', async () => {
    const name = 'Участок №5 (СНТ «Берёзка»)';
    const bytes = await pdfOf(name);
    const [plan = '', report = ''] = await pageTexts(bytes);
    expect(plan).toContain(name);
    expect(report).toContain(`${name}: сводка`);
    expect(report).toContain('Объекты (0)');
    expect(plan + report).not.toContain('?');
    // Subsets: the two faces add far less than the 1.3 MB of the whole font files.
    expect(bytes.length).toBeLessThan(200_000);
  }, 20_000);
});
