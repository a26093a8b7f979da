import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPdf } from './export-pdf';
import { A4_LANDSCAPE, buildPlanDrawing } from './plan-drawing';

describe('buildPdf', () => {
  it('draws the plan on page 1 at the sheet size and the report on page 2', async () => {
    const drawing = buildPlanDrawing({
      title: 'Dacha Ёлки',
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
    const bytes = await buildPdf({
      title: 'Dacha Ёлки',
      drawing,
      sections: [{ title: 'Objects (0)', entries: [[{ text: 'none' }]] }],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    // A4, portrait for this tall plot (a larger scale than landscape).
    expect(width).toBeCloseTo((210 / 25.4) * 72, 3);
    expect(height).toBeCloseTo((297 / 25.4) * 72, 3);
    expect(doc.getTitle()).toBe('Dacha Ёлки');
  });
});
