import { estimateFit, generatePlans, NOT_PLACED_REASON_MAX, packForPlot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import golden from './english-golden.json' with { type: 'json' };
import { fitReasonText } from './fit-reason-text.js';
import { scenarios } from './generator-scenarios.js';
import { notPlacedText, wordsOnlyReasonText } from './not-placed-text.js';

// The generator's reasons are codes; these are their words. English reads word for word as the
// generator wrote it before the codes (english-golden.json was written by that generator on these
// scenarios); Russian has no Latin word in it but the object names a user gave.

const LATIN_WORD = /[A-Za-z]{2,}/;
const outcomes = scenarios.map((s) => {
  const pack = packForPlot(s.plot);
  return {
    name: s.name,
    fit: estimateFit(s.plot, s.selection, pack).problems.map((p) => p.reason),
    notPlaced: generatePlans(s.plot, s.selection, pack, { variants: 1, seed: 3 }).flatMap((v) =>
      v.not_placed.map((n) => n.because),
    ),
  };
});
const expected = golden as Record<string, { fit: string[]; notPlaced: string[] }>;

describe('the generator reasons in English', () => {
  it.each(outcomes)('read as before on $name', ({ name, fit, notPlaced }) => {
    expect(fit.map((r) => fitReasonText(r, 'en'))).toEqual(expected[name]?.fit);
    expect(notPlaced.map((r) => notPlacedText(r, 'en'))).toEqual(expected[name]?.notPlaced);
  });
});

describe('the generator reasons in Russian', () => {
  it.each(outcomes)('are Russian on $name', ({ fit, notPlaced }) => {
    for (const text of [
      ...fit.map((r) => fitReasonText(r, 'ru')),
      ...notPlaced.map((r) => notPlacedText(r, 'ru')),
    ]) {
      expect(text).not.toMatch(LATIN_WORD);
      expect(text).toMatch(/[а-яё]/);
      expect(text.length).toBeLessThanOrEqual(NOT_PLACED_REASON_MAX * 2);
    }
    for (const r of notPlaced)
      expect(notPlacedText(r, 'ru').length).toBeLessThanOrEqual(NOT_PLACED_REASON_MAX);
  });

  it('says the needs, the numbers with a decimal comma and the names in quotes', () => {
    expect(
      notPlacedText(
        {
          code: 'needs',
          object: { code: 'bathhouse', name: 'Bathhouse' },
          needs: [
            { code: 'distance', m: 1.52, from: { kind: 'edge', edge: 'neighbor' } },
            {
              code: 'distance',
              m: 8,
              from: { kind: 'object', object: { code: 'house_small', name: 'Small house' }, same: false },
            },
            { code: 'clear_of', of: { kind: 'protected_area' } },
          ],
        },
        'ru',
      ),
    ).toBe(
      '«Баня»: нужно 1,52 м от границы с соседями, 8 м от объекта «Маленький дом» и место вне охранной зоны — такого места не осталось.',
    );
    expect(
      fitReasonText(
        {
          code: 'apart',
          a: { code: 'house_small', name: 'Small house' },
          b: { code: 'outdoor_toilet', name: 'Outdoor toilet' },
          gap_m: 12,
        },
        'ru',
      ),
    ).toBe(
      '«Маленький дом» и «Уличный туалет» должны стоять в 12 м друг от друга: на участке нет мест так далеко друг от друга.',
    );
    expect(fitReasonText({ code: 'too_much', need_m2: 211.6, have_m2: 80 }, 'ru')).toBe(
      'Выбранным объектам нужно около 212 м² с промежутками, которые требуют правила; на участке 80 м², где эти объекты могут стоять.',
    );
  });

  it('names an object around a reason stored in English words only', () => {
    expect(wordsOnlyReasonText('bathhouse', 'No room', 'ru')).toBe('Не размещено: Баня (No room)');
    expect(wordsOnlyReasonText('bathhouse', 'No room', 'en')).toBe('No room');
  });

  it('keeps a custom object by its own name', () => {
    expect(
      notPlacedText(
        { code: 'needs', object: { code: 'my_shed', name: 'Сарайчик' }, needs: [{ code: 'room_inside' }] },
        'ru',
      ),
    ).toBe('«Сарайчик»: нужно место внутри участка — такого места не осталось.');
  });

  it('says the distances in feet and inches on an imperial plot, in both languages', () => {
    const reason = {
      code: 'needs' as const,
      object: { code: 'bathhouse', name: 'Bathhouse' },
      needs: [
        { code: 'distance' as const, m: 3, from: { kind: 'edge' as const, edge: 'street' as const } },
        { code: 'distance' as const, m: 1.52, from: { kind: 'neighbour_building' as const } },
      ],
    };
    expect(notPlacedText(reason, 'en', 'imperial')).toBe(
      `The bathhouse needs 9' 10" from the street and 5' 0" from the neighbour's building: there was no such spot left.`,
    );
    expect(notPlacedText(reason, 'ru', 'imperial')).toBe(
      `«Баня»: нужно 9' 10" от улицы и 5' 0" от дома соседей — такого места не осталось.`,
    );
    // Metric as before, the default.
    expect(notPlacedText(reason, 'en', 'metric')).toBe(notPlacedText(reason, 'en'));
    expect(notPlacedText(reason, 'en')).toContain('3 m from the street and 1.52 m from');
  });

  it('says how many of a kind have room side by side, in both languages and in feet', () => {
    const roomFor = {
      code: 'room_for' as const,
      object: { code: 'house_large', name: 'Large house' },
      fits: 4,
      count: 7,
      width_m: 10,
      depth_m: 10,
    };
    expect(fitReasonText(roomFor, 'en')).toBe(
      'Only 4 of the 7 fit (large house, 10 x 10 m): the plot has no room for more with the distances the rules ask.',
    );
    expect(fitReasonText(roomFor, 'ru')).toBe(
      'Поместится только 4 из 7 («Большой дом», 10 × 10 м): больше мест с отступами, которых требуют правила, на участке нет.',
    );
    expect(fitReasonText(roomFor, 'en', 'imperial')).toContain(`(large house, 32' 10" x 32' 10")`);
  });

  it('says the fit estimate in feet, inches and square feet on an imperial plot', () => {
    const house = { code: 'house_small', name: 'Small house' };
    const noSpot = {
      code: 'no_spot' as const,
      object: house,
      shape: 'rect' as const,
      width_m: 6,
      depth_m: 6,
      tree: false,
      plus: [{ m: 3, place: 'street' as const }],
      area_gap_m: -1,
      from_centre: [],
    };
    expect(fitReasonText(noSpot, 'en', 'imperial')).toBe(
      `The small house needs 19' 8" x 19' 8" plus 9' 10" from the street: there is no such spot.`,
    );
    expect(fitReasonText(noSpot, 'ru', 'imperial')).toBe(
      `«Маленький дом»: нужно 19' 8" × 19' 8" и ещё 9' 10" от улицы — такого места нет.`,
    );
    const tooMuch = { code: 'too_much' as const, need_m2: 211.6, have_m2: 80 };
    expect(fitReasonText(tooMuch, 'en', 'imperial')).toBe(
      'The selection needs about 2278 sq ft with the gaps the rules ask; the plot has 861 sq ft where these objects may stand.',
    );
    expect(fitReasonText(tooMuch, 'ru', 'imperial')).toContain('около 2278 кв. футов');
    expect(fitReasonText(tooMuch, 'en')).toContain('about 212 m²');
  });
});
