import {
  feetAndInchesText,
  METRES_PER_FOOT,
  type FitDistance,
  type FitPlace,
  type FitReason,
  type UnitSystem,
} from '@plotplan/domain';
import type { Locale } from '../../locale-list.js';
import { decimetresEn, decimetresRu, englishName, joinAnd, russianName } from './reason-words.js';

// The fit estimate's reasons (codes from the domain) in words a homeowner reads: what an object
// needs and why there is no room for it. On an imperial plot in feet and inches and square feet.

/** How a reason says its lengths, sizes and areas: in metres, or in feet on an imperial plot. */
interface Measures {
  /** "3 m", "9' 10"". */
  readonly length: (m: number) => string;
  /** A footprint: "6 x 6 m", "19' 8" x 19' 8"". */
  readonly size: (width: number, depth: number) => string;
  /** A round one across: "3 m across", "9' 10" across". */
  readonly across: (width: number) => string;
  /** "212 m²", "2,282 sq ft". */
  readonly area: (m2: number) => string;
}

const SQ_M_PER_SQ_FT = METRES_PER_FOOT * METRES_PER_FOOT;
const sqFeet = (m2: number) => Math.round(m2 / SQ_M_PER_SQ_FT);

const MEASURES: Readonly<Record<Locale, Readonly<Record<UnitSystem, Measures>>>> = {
  en: {
    metric: {
      length: (m) => `${decimetresEn(m)} m`,
      size: (w, d) => `${decimetresEn(w)} x ${decimetresEn(d)} m`,
      across: (w) => `${decimetresEn(w)} m across`,
      area: (m2) => `${Math.round(m2)} m²`,
    },
    imperial: {
      length: feetAndInchesText,
      size: (w, d) => `${feetAndInchesText(w)} x ${feetAndInchesText(d)}`,
      across: (w) => `${feetAndInchesText(w)} across`,
      area: (m2) => `${sqFeet(m2)} sq ft`,
    },
  },
  ru: {
    metric: {
      length: (m) => `${decimetresRu(m)} м`,
      size: (w, d) => `${decimetresRu(w)} × ${decimetresRu(d)} м`,
      across: (w) => `${decimetresRu(w)} м в поперечнике`,
      area: (m2) => `${Math.round(m2)} м²`,
    },
    imperial: {
      length: feetAndInchesText,
      size: (w, d) => `${feetAndInchesText(w)} × ${feetAndInchesText(d)}`,
      across: (w) => `${feetAndInchesText(w)} в поперечнике`,
      area: (m2) => `${sqFeet(m2)} кв. футов`,
    },
  },
};

const PLACE_EN: Readonly<Record<FitPlace, string>> = {
  neighbours: 'the neighbours',
  street: 'the street',
  driveway: 'the driveway',
  forest: 'the forest',
  water: 'the water',
  field: 'the field',
  neighbour_houses: "the neighbours' houses",
  boundary: 'the boundary',
};

// After "от" (genitive).
const PLACE_RU: Readonly<Record<FitPlace, string>> = {
  neighbours: 'соседей',
  street: 'улицы',
  driveway: 'проезда',
  forest: 'леса',
  water: 'воды',
  field: 'поля',
  neighbour_houses: 'домов соседей',
  boundary: 'границы',
};

const distancesEn = (ds: readonly FitDistance[], u: Measures): string[] =>
  ds.map((d) => `${u.length(d.m)} from ${PLACE_EN[d.place]}`);
const distancesRu = (ds: readonly FitDistance[], u: Measures): string[] =>
  ds.map((d) => `${u.length(d.m)} от ${PLACE_RU[d.place]}`);

function english(r: FitReason, u: Measures): string {
  switch (r.code) {
    case 'no_spot': {
      const size = r.shape === 'circle' ? u.across(r.width_m) : u.size(r.width_m, r.depth_m);
      const plus = distancesEn(r.plus, u);
      if (r.area_gap_m > 0) plus.push(`${u.length(r.area_gap_m)} from the protected areas`);
      else if (r.area_gap_m === 0) plus.push('clear of the protected areas');
      const fromCentre = distancesEn(r.from_centre, u);
      let needs = size;
      if (plus.length > 0) needs += ` plus ${joinAnd(plus, 'and')}`;
      if (fromCentre.length > 0)
        needs += ` with ${r.tree ? 'its trunk' : 'its centre'} ${joinAnd(fromCentre, 'and')}`;
      return `The ${englishName(r.object)} needs ${needs}: there is no such spot.`;
    }
    case 'apart_same':
      return `Only one ${englishName(r.object)} fits: there are no two spots for it ${u.length(r.gap_m)} apart.`;
    case 'apart':
      return `The ${englishName(r.a)} and the ${englishName(r.b)} must be ${u.length(r.gap_m)} apart: the plot has no spots that far apart.`;
    case 'room_for':
      return `Only ${r.fits} of the ${r.count} fit (${englishName(r.object)}, ${u.size(r.width_m, r.depth_m)}): the plot has no room for more with the distances the rules ask.`;
    case 'too_much':
      return (
        `The selection needs about ${u.area(r.need_m2)} with the gaps the rules ask; ` +
        `the plot has ${u.area(r.have_m2)} where these objects may stand.`
      );
  }
}

function russian(r: FitReason, u: Measures): string {
  switch (r.code) {
    case 'no_spot': {
      const size = r.shape === 'circle' ? u.across(r.width_m) : u.size(r.width_m, r.depth_m);
      const plus = distancesRu(r.plus, u);
      if (r.area_gap_m > 0) plus.push(`${u.length(r.area_gap_m)} от охранных зон`);
      else if (r.area_gap_m === 0) plus.push('место вне охранных зон');
      const fromCentre = distancesRu(r.from_centre, u);
      let needs = size;
      if (plus.length > 0) needs += ` и ещё ${joinAnd(plus, 'и')}`;
      if (fromCentre.length > 0) needs += `, ${r.tree ? 'ствол' : 'центр'} — в ${joinAnd(fromCentre, 'и')}`;
      return `«${russianName(r.object)}»: нужно ${needs} — такого места нет.`;
    }
    case 'apart_same':
      return `Поместится только один объект «${russianName(r.object)}»: нет двух мест для него в ${u.length(r.gap_m)} друг от друга.`;
    case 'apart':
      return `«${russianName(r.a)}» и «${russianName(r.b)}» должны стоять в ${u.length(r.gap_m)} друг от друга: на участке нет мест так далеко друг от друга.`;
    case 'room_for':
      return `Поместится только ${r.fits} из ${r.count} («${russianName(r.object)}», ${u.size(r.width_m, r.depth_m)}): больше мест с отступами, которых требуют правила, на участке нет.`;
    case 'too_much':
      return (
        `Выбранным объектам нужно около ${u.area(r.need_m2)} с промежутками, которые требуют правила; ` +
        `на участке ${u.area(r.have_m2)}, где эти объекты могут стоять.`
      );
  }
}

/** A fit-estimate reason in the language, in the plot's units. */
export function fitReasonText(reason: FitReason, locale: Locale, units: UnitSystem = 'metric'): string {
  const measures = MEASURES[locale][units];
  return locale === 'ru' ? russian(reason, measures) : english(reason, measures);
}
