import type { PDFFont, PDFPage } from 'pdf-lib';
import type { DrawingShape, PlanDrawing, Stroke } from './drawing-types';
import { layoutReport, type ReportGeometry } from './report-layout';
import { fetchPdfFonts, type PdfFontFiles } from './pdf-fonts';
import type { ReportSection } from './report-text';

const PT_PER_MM = 72 / 25.4;

export interface PdfInput {
  readonly title: string;
  readonly drawing: PlanDrawing;
  readonly sections: readonly ReportSection[];
  /** "{title}: summary" in the project's language. */
  readonly reportTitle: string;
  /** The font files; fetched from the app's assets when not given. */
  readonly fonts?: PdfFontFiles;
}

function hexColor(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0');
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/**
 * The PDF: page 1 the plan drawing (the same shapes as the SVG and PNG) on its sheet, then the
 * object list and the compliance report as text. pdf-lib is loaded here, on demand, so it stays out
 * of the app's first load.
 */
export async function buildPdf(input: PdfInput): Promise<Uint8Array> {
  const [{ PDFDocument, rgb, LineCapStyle }, { default: fontkit }, files] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    input.fonts ?? fetchPdfFonts(),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(input.title);
  doc.setCreator('Plotplan');
  // Embedded TrueType subsets: only the letters used travel in the file.
  const font = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  // A letter the font lacks (rare: DejaVu covers Latin, Cyrillic and Greek) prints as '?'.
  const known = new Set(font.getCharacterSet());
  const safe = (text: string) => [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const color = (hex: string) => rgb(...hexColor(hex));
  const { drawing } = input;
  const pageH = drawing.height_mm * PT_PER_MM;
  const page = doc.addPage([drawing.width_mm * PT_PER_MM, pageH]);
  const pt = ([x, y]: readonly [number, number]) => ({ x: x * PT_PER_MM, y: pageH - y * PT_PER_MM });
  // `unit`: points per mm, except in drawSvgPath, whose scale already applies to widths and dashes.
  const border = (stroke: Stroke | undefined, unit = PT_PER_MM) =>
    stroke === undefined
      ? {}
      : {
          borderColor: color(stroke.color),
          borderWidth: stroke.width_mm * unit,
          ...(stroke.dash_mm === undefined ? {} : { borderDashArray: stroke.dash_mm.map((d) => d * unit) }),
        };
  const fill = (hex: string | undefined, opacity: number | undefined) =>
    hex === undefined ? {} : { color: color(hex), ...(opacity === undefined ? {} : { opacity }) };

  const drawShape = (shape: DrawingShape) => {
    switch (shape.kind) {
      case 'polygon': {
        // drawSvgPath reads y downwards from its origin: the sheet's own frame, scaled to points.
        const d = `${shape.points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')} Z`;
        page.drawSvgPath(d, {
          x: 0,
          y: pageH,
          scale: PT_PER_MM,
          ...fill(shape.fill, shape.fillOpacity),
          ...border(shape.stroke, 1),
        });
        break;
      }
      case 'circle': {
        const r = shape.radius_mm * PT_PER_MM;
        page.drawEllipse({
          ...pt(shape.center),
          xScale: r,
          yScale: r,
          ...fill(shape.fill, shape.fillOpacity),
          ...border(shape.stroke),
        });
        break;
      }
      case 'line':
        page.drawLine({
          start: pt(shape.from),
          end: pt(shape.to),
          thickness: shape.stroke.width_mm * PT_PER_MM,
          color: color(shape.stroke.color),
          lineCap: LineCapStyle.Round,
          ...(shape.stroke.dash_mm === undefined
            ? {}
            : { dashArray: shape.stroke.dash_mm.map((d) => d * PT_PER_MM) }),
        });
        break;
      case 'text': {
        const face = shape.bold === true ? bold : font;
        const text = safe(shape.text);
        const size = shape.size_mm * PT_PER_MM;
        const width = face.widthOfTextAtSize(text, size);
        const shift = shape.anchor === 'middle' ? width / 2 : shape.anchor === 'end' ? width : 0;
        const at = pt(shape.at);
        page.drawText(text, { x: at.x - shift, y: at.y, size, font: face, color: color(shape.color) });
        break;
      }
    }
  };
  drawing.shapes.forEach(drawShape);
  writeReport(doc.addPage.bind(doc), [drawing.width_mm * PT_PER_MM, pageH], input, { font, bold, safe });
  return doc.save();
}

interface Fonts {
  readonly font: PDFFont;
  readonly bold: PDFFont;
  readonly safe: (text: string) => string;
}

/** The report pages' geometry for a page of `size` points: two columns, 9 pt text. */
export const reportGeometry = (size: readonly [number, number]): ReportGeometry => ({
  width: size[0],
  height: size[1],
  margin: 40,
  gutter: 24,
  columns: 2,
  firstTop: 40 + 34,
  top: 40,
  fontSize: 9,
  lineHeight: 12,
  headingSize: 11,
  headingGap: 12,
  indent: 12,
  entryGap: 4,
});

/** The report pages: entries laid out whole (layoutReport), over as many pages as they need. */
function writeReport(
  addPage: (size: [number, number]) => PDFPage,
  size: [number, number],
  input: PdfInput,
  { font, bold, safe }: Fonts,
) {
  const geometry = reportGeometry(size);
  const placed = layoutReport(input.sections, geometry, (text, at, isBold) =>
    (isBold ? bold : font).widthOfTextAtSize(safe(text), at),
  );
  const pages: PDFPage[] = [];
  const pageOf = (index: number) => {
    while (pages.length <= index) pages.push(addPage(size));
    return pages[index] as PDFPage;
  };
  pageOf(0).drawText(safe(input.reportTitle), {
    x: geometry.margin,
    y: size[1] - geometry.margin - 16,
    size: 16,
    font: bold,
  });
  for (const line of placed)
    pageOf(line.page).drawText(safe(line.text), {
      x: line.x,
      y: size[1] - line.y,
      size: line.size,
      font: line.bold ? bold : font,
    });
}
