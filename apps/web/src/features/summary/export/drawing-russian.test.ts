import type { Plan, Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { drawingToSvg } from './drawing-svg';
import type { DrawingObjectStyle } from './drawing-types';
import { A3_LANDSCAPE, A4_LANDSCAPE, buildPlanDrawing, type Sheet } from './plan-drawing';

// A Russian user's printed plan: every word the drawing writes itself (title block, legend, key,
// scale, surroundings, dimensions) is Russian; only names typed by the user or the catalogue's
// (here all Cyrillic) appear as given.

const square = (w: number, d: number): Plot['boundary'] => [
  [0, 0],
  [w, 0],
  [w, d],
  [0, d],
];

const plot = (extra: Partial<Plot> = {}): Plot => ({
  boundary: square(20, 30),
  north_deg: 20,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
    { kind: 'forest' },
    { kind: 'neighbor' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 3 },
  wicket: { edge: 0, t: 0.2, width_m: 1 },
  protected_areas: [
    { id: 'oak', kind: 'existing_tree', shape: { type: 'circle', center: [4, 26], radius: 2 }, label: 'Дуб' },
    {
      id: 'pipe',
      kind: 'utility_easement',
      shape: {
        type: 'polygon',
        points: [
          [1, 1],
          [3, 1],
          [3, 5],
          [1, 5],
        ],
      },
      label: 'Газ',
    },
  ],
  rule_pack: 'ru-snt',
  ...extra,
});

const object = (id: string, code: string, x: number, y: number, size = 0.8) => ({
  id,
  // An object the catalogue does not know prints under the name the user gave it.
  ...(code === 'compost_unknown' ? { label: 'Компост' } : {}),
  landscape_object: code,
  shape: 'rect' as const,
  x,
  y,
  rotation_deg: 0,
  width: size,
  depth: size,
  height_m: 2,
  locked: false,
});

// A house, a well, and forty small beds: most beds are numbered, and on A4 the key runs out of room.
const plan: Plan = {
  objects: [
    object('house', 'house_small', 10, 12, 6),
    object('well', 'well', 15, 25, 1.2),
    ...Array.from({ length: 40 }, (_, i) =>
      object(
        `bed${i}`,
        i % 2 === 0 ? 'bed' : 'compost_unknown',
        2 + (i % 8) * 2,
        18 + Math.floor(i / 8) * 1.5,
      ),
    ),
  ],
};

const styles = new Map<string, DrawingObjectStyle>([
  [
    'house_small',
    { name: 'Маленький дом', color: '#c2410c', type: 'Жилой дом', building: true, family: 'house' },
  ],
  ['well', { name: 'Колодец', color: '#0369a1', type: 'Вода', building: false }],
  [
    'bed',
    { name: 'Грядка овощная длинная', color: '#15803d', type: 'Грядки', building: false, family: 'bed' },
  ],
]);

/** Every text the SVG draws (its data-role beside it), as a browser reads it. */
function svgTexts(input: { plot: Plot; sheet?: Sheet }): { role: string; text: string }[] {
  const drawing = buildPlanDrawing({
    title: 'Участок №5 (СНТ «Берёзка»)',
    date: '2026-11-27',
    plan,
    styles,
    locale: 'ru',
    ...input,
  });
  const doc = new DOMParser().parseFromString(drawingToSvg(drawing, 'Участок'), 'image/svg+xml');
  return Array.from(doc.querySelectorAll('text'), (el) => ({
    role: el.getAttribute('data-role') ?? '',
    text: el.textContent ?? '',
  }));
}

/** Latin words left in a text: paper sizes (A4, A3) and unit symbols aside. */
const latinWords = (text: string) => text.replace(/\bA[34]\b/g, '').match(/[A-Za-z]+/g) ?? [];

const imperial = plot({ rule_pack: 'us-typical', units: 'imperial' });
const cases = {
  'A4 (the key cut short)': { plot: plot(), sheet: A4_LANDSCAPE },
  A3: { plot: plot(), sheet: A3_LANDSCAPE },
  'the SVG sheet': { plot: plot() },
  'a reduced scale': { plot: plot({ boundary: square(1500, 1000) }), sheet: A4_LANDSCAPE },
  'an imperial plot': { plot: imperial, sheet: A4_LANDSCAPE },
};

describe('the drawing in Russian', () => {
  for (const [name, input] of Object.entries(cases))
    it(`writes no English word on ${name}`, () => {
      const texts = svgTexts(input);
      expect(texts.length).toBeGreaterThan(20);
      expect(texts.filter((t) => latinWords(t.text).length > 0)).toEqual([]);
    });

  it('has a Russian title block, legend, key, scale and north letter', () => {
    const texts = svgTexts({ plot: plot(), sheet: A4_LANDSCAPE }).map((t) => t.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Условные обозначения',
        'Экспликация',
        'Масштаб 1:150',
        'План участка, 27.11.2026, A4, книжная',
        'Площадь участка 600,0 м²',
        'С',
        '7,00 м',
        '4,0 м',
        '5 м',
        'Соседский дом',
        'Существующее дерево',
        'Охранная зона',
        'Здание — граница, м',
      ]),
    );
    expect(texts.some((t) => /^… ещё \d+ в отчёте$/.test(t))).toBe(true);
    const reduced = svgTexts(cases['a reduced scale']).map((t) => t.text);
    expect(reduced.some((t) => /^Масштаб 1:\d+ \(уменьшенный\)$/.test(t))).toBe(true);
  });

  it('keeps feet on an imperial plot, with the words in Russian', () => {
    const texts = svgTexts(cases['an imperial plot']).map((t) => t.text);
    // Grouped as Russian writes it, with a no-break space: 6 458.
    expect(texts.some((t) => /^Площадь участка 6\s458 кв\. футов \(0,15 акра\)$/.test(t))).toBe(true);
    expect(texts.some((t) => /^Масштаб 1" = \d+'$/.test(t))).toBe(true);
    expect(texts.filter((t) => /\d м\b|м²/.test(t))).toEqual([]);
  });
});
