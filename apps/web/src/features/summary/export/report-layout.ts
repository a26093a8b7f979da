import type { ReportSection } from './report-text';

/** The report pages' geometry, in PDF points (y measured down from the page's top here). */
export interface ReportGeometry {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly gutter: number;
  readonly columns: number;
  /** Where the first page's text starts (below the report's title). */
  readonly firstTop: number;
  /** Where further pages' text starts. */
  readonly top: number;
  readonly fontSize: number;
  readonly lineHeight: number;
  readonly headingSize: number;
  /** Space above a section's heading (none at the top of a column). */
  readonly headingGap: number;
  readonly indent: number;
  /** Space between entries of more than one line (a rule with its source), so each reads apart. */
  readonly entryGap: number;
}

/** One line placed on a page: its baseline from the page's top, points. */
export interface PlacedLine {
  readonly page: number;
  readonly column: number;
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly size: number;
  readonly bold: boolean;
  /** The section's index and the entry's index in it; headings have entry -1. */
  readonly section: number;
  readonly entry: number;
}

/** Text width in points at a size, bold or not (the PDF's font metrics, or an estimate in tests). */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

function wrap(text: string, width: number, measure: (t: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (measure(next) > width && line !== '') {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The report's sections laid out in columns over as many pages as needed. Each entry (an object, a
 * rule with its source and violations) is wrapped and measured first and moved whole to the next
 * column or page when it does not fit in what is left, so no entry is split; a heading moves with
 * its section's first entry. Only an entry taller than a whole column is split, at the column's end.
 */
export function layoutReport(
  sections: readonly ReportSection[],
  geometry: ReportGeometry,
  measure: MeasureText,
): PlacedLine[] {
  const g = geometry;
  const columnWidth = (g.width - 2 * g.margin - (g.columns - 1) * g.gutter) / g.columns;
  const bottom = g.height - g.margin;
  const placed: PlacedLine[] = [];
  let page = 0;
  let column = 0;
  let y = g.firstTop;
  const columnTop = () => (page === 0 ? g.firstTop : g.top);
  const nextColumn = () => {
    column += 1;
    if (column === g.columns) {
      page += 1;
      column = 0;
    }
    y = columnTop();
  };
  const x = (indent: number) => g.margin + column * (columnWidth + g.gutter) + indent * g.indent;

  sections.forEach((section, s) => {
    const entries = section.entries.map((entry) =>
      entry.flatMap((line) => {
        const bold = line.bold === true;
        const indent = line.indent ?? 0;
        return wrap(line.text, columnWidth - indent * g.indent, (t) => measure(t, g.fontSize, bold)).map(
          (text) => ({ text, bold, indent }),
        );
      }),
    );
    const headingHeight = g.headingSize + 4;
    const firstHeight = (entries[0]?.length ?? 0) * g.lineHeight;
    const gap = y === columnTop() ? 0 : g.headingGap;
    if (y + gap + headingHeight + firstHeight > bottom) nextColumn();
    else y += gap;
    y += g.headingSize;
    placed.push({
      page,
      column,
      x: x(0),
      y,
      text: section.title,
      size: g.headingSize,
      bold: true,
      section: s,
      entry: -1,
    });
    y += 4;
    entries.forEach((lines, e) => {
      const gap = lines.length > 1 && e > 0 ? g.entryGap : 0;
      const height = gap + lines.length * g.lineHeight;
      if (y + height > bottom && y > columnTop()) nextColumn();
      else if (y > columnTop()) y += gap;
      for (const line of lines) {
        if (y + g.lineHeight > bottom) nextColumn();
        y += g.lineHeight;
        placed.push({
          page,
          column,
          x: x(line.indent),
          y,
          text: line.text,
          size: g.fontSize,
          bold: line.bold,
          section: s,
          entry: e,
        });
      }
    });
  });
  return placed;
}
