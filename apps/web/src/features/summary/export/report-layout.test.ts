import { describe, expect, it } from 'vitest';
import { layoutReport, type PlacedLine } from './report-layout';
import type { ReportEntry, ReportSection } from './report-text';
import { reportGeometry } from './export-pdf';

/** Helvetica is about half an em wide per character on average. */
const measure = (text: string, size: number) => text.length * size * 0.5;
const A4 = reportGeometry([841.89, 595.28]);

const rule = (i: number, violations: number): ReportEntry => [
  { text: `Fail: Rule number ${i} keeps a long title that wraps onto a second line in a column`, bold: true },
  { text: 'Needs 3 m, closest 1 m, 2 m short.', indent: 1 },
  { text: 'Source: SP 53.13330.2019, clause 6.7 (Minstroy of Russia)', indent: 1 },
  ...Array.from({ length: violations }, (_, v) => ({ text: `Violation ${v} of rule ${i}`, indent: 2 })),
];

const byEntry = (placed: readonly PlacedLine[]) => {
  const groups = new Map<string, Set<string>>();
  for (const line of placed) {
    if (line.entry < 0) continue;
    const key = `${line.section}/${line.entry}`;
    const where = groups.get(key) ?? new Set<string>();
    where.add(`${line.page}/${line.column}`);
    groups.set(key, where);
  }
  return groups;
};

describe('layoutReport', () => {
  it('never splits an entry across columns or pages, whatever their heights', () => {
    const sections: ReportSection[] = [
      {
        title: 'Objects (40)',
        entries: Array.from({ length: 40 }, (_, i) => [{ text: `${i + 1}. Bed ${i}` }]),
      },
      { title: 'Required rules', entries: Array.from({ length: 30 }, (_, i) => rule(i, i % 5)) },
      { title: 'Recommendations', entries: Array.from({ length: 12 }, (_, i) => rule(100 + i, 2)) },
    ];
    const placed = layoutReport(sections, A4, measure);
    const pages = Math.max(...placed.map((l) => l.page)) + 1;
    expect(pages).toBeGreaterThan(1);
    for (const [entry, where] of byEntry(placed))
      expect({ entry, where: where.size }).toEqual({ entry, where: 1 });
    // Every line lies within the page's margins.
    for (const line of placed) {
      expect(line.y).toBeLessThanOrEqual(A4.height - A4.margin);
      expect(line.y).toBeGreaterThan(A4.margin);
    }
  });

  it('moves a row that would cross the page end to the next column whole', () => {
    // Fill a column to just above its end, then a four-line row.
    const fillers =
      Math.floor((A4.height - A4.margin - A4.firstTop - A4.headingSize - 4) / A4.lineHeight) - 2;
    const sections: ReportSection[] = [
      {
        title: 'Rows',
        entries: [...Array.from({ length: fillers }, (_, i) => [{ text: `line ${i}` }]), rule(1, 1)],
      },
    ];
    const placed = layoutReport(sections, A4, measure);
    const last = placed.filter((l) => l.entry === fillers);
    expect(last.length).toBeGreaterThan(2);
    expect(new Set(last.map((l) => l.column))).toEqual(new Set([1]));
    expect(last[0]?.y).toBeCloseTo(A4.firstTop + A4.lineHeight, 6);
  });

  it('keeps a heading with its first entry', () => {
    const fillers =
      Math.floor((A4.height - A4.margin - A4.firstTop - A4.headingSize - 4) / A4.lineHeight) - 1;
    const sections: ReportSection[] = [
      { title: 'First', entries: Array.from({ length: fillers }, (_, i) => [{ text: `line ${i}` }]) },
      { title: 'Second', entries: [rule(1, 0)] },
    ];
    const placed = layoutReport(sections, A4, measure);
    const heading = placed.find((l) => l.text === 'Second');
    const first = placed.find((l) => l.section === 1 && l.entry === 0);
    expect(heading?.column).toBe(first?.column);
    expect(heading?.page).toBe(first?.page);
  });
});
