import { familySwatch, patternShapes } from './drawing-families';
import { INK, type LegendEntry } from './drawing-sidebar';
import type { DrawingShape, PaperPoint } from './drawing-types';
import { fitText } from './fit-text';
import type { Translate } from '../../../lib/i18n';

/** A rectangle of the sheet, millimetres from its top-left corner. */
export interface PaperRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One numbered object of the key: the number drawn on the plan and the object's name. */
export interface KeyEntry {
  readonly number: number;
  readonly name: string;
}

type Row =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'legend'; readonly entry: LegendEntry }
  | { readonly kind: 'key'; readonly entry: KeyEntry };

const THIN = { color: INK, width_mm: 0.25 };
const GAP = 3;
const MIN_COLUMN = 28;

/** The rows of the legend and the key, in the order they are drawn (the key left out when empty). */
function rowsOf(legend: readonly LegendEntry[], key: readonly KeyEntry[], t: Translate): Row[] {
  const rows: Row[] = [
    { kind: 'heading', text: t('drawing.legend') },
    ...legend.map((entry) => ({ kind: 'legend' as const, entry })),
  ];
  if (key.length > 0)
    rows.push(
      { kind: 'heading', text: t('drawing.key') },
      ...key.map((entry) => ({ kind: 'key' as const, entry })),
    );
  return rows;
}

/** The fewest columns (each at least MIN_COLUMN wide) and the row height at which all rows fit. */
function layoutOf(count: number, rect: PaperRect) {
  const most = Math.max(1, Math.floor((rect.width + GAP) / (MIN_COLUMN + GAP)));
  for (const row of [5, 4.2, 3.6]) {
    const perColumn = Math.max(1, Math.floor(rect.height / row));
    const columns = Math.ceil(count / perColumn);
    if (columns <= most) return { row, perColumn, columns };
  }
  return { row: 3.6, perColumn: Math.max(1, Math.floor(rect.height / 3.6)), columns: most };
}

/**
 * The legend (what each colour and line means) and the key (each numbered object's name), flowing
 * down `rect` in as few columns as fit, rows shrinking from 5 mm to 3.6 mm before a column is
 * added. What still does not fit ends with "… N more in the report". Headings in `t`'s language.
 */
export function legendAndKey(
  legend: readonly LegendEntry[],
  key: readonly KeyEntry[],
  rect: PaperRect,
  t: Translate,
): DrawingShape[] {
  let rows = rowsOf(legend, key, t);
  const layout = layoutOf(rows.length, rect);
  const capacity = layout.perColumn * layout.columns;
  if (rows.length > capacity) {
    const left = rows.length - capacity + 1;
    rows = [
      ...rows.slice(0, capacity - 1),
      { kind: 'heading', text: t('drawing.moreInReport', { count: left }) },
    ];
  }
  const columnWidth = (rect.width - (layout.columns - 1) * GAP) / layout.columns;
  const size = Math.min(2.6, layout.row * 0.55);
  const shapes: DrawingShape[] = [];
  const label = (at: PaperPoint, text: string, width: number, bold = false) => {
    const fitted = fitText(text, width, size, Math.min(size, 1.8));
    if (fitted === undefined) return;
    shapes.push({
      kind: 'text',
      role: 'legend',
      at,
      text: fitted.text,
      size_mm: fitted.size,
      anchor: 'start',
      color: INK,
      ...(bold ? { bold } : {}),
    });
  };
  rows.forEach((row, i) => {
    const x = rect.x + Math.floor(i / layout.perColumn) * (columnWidth + GAP);
    const top = rect.y + (i % layout.perColumn) * layout.row;
    const swatchH = layout.row * 0.65;
    const baseline = top + swatchH / 2 + size * 0.35;
    if (row.kind === 'heading') {
      label([x, baseline], row.text, columnWidth, true);
      return;
    }
    if (row.kind === 'key') {
      label([x, baseline], String(row.entry.number), 6, true);
      label([x + 6, baseline], row.entry.name, columnWidth - 6);
      return;
    }
    const { swatch } = row.entry;
    if (swatch.kind === 'line') {
      const mid = top + swatchH / 2;
      shapes.push({ kind: 'line', role: 'legend', from: [x, mid], to: [x + 6, mid], stroke: swatch.stroke });
    } else if (swatch.kind === 'family') {
      shapes.push(...familySwatch(swatch.family, [x, top], 6, swatchH));
    } else {
      const box: PaperPoint[] = [
        [x, top],
        [x + 6, top],
        [x + 6, top + swatchH],
        [x, top + swatchH],
      ];
      shapes.push({
        kind: 'polygon',
        role: 'legend',
        points: box,
        fill: swatch.fill,
        ...(swatch.fillOpacity === undefined ? {} : { fillOpacity: swatch.fillOpacity }),
        stroke: swatch.stroke ?? THIN,
      });
      if (swatch.hatch !== undefined) shapes.push(...patternShapes('hatch', box, 0, swatch.hatch, 'legend'));
    }
    label([x + 8, baseline], row.entry.label, columnWidth - 8);
  });
  return shapes;
}
