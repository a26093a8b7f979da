import type { FitDistance, FitPlace, FitReason } from '@plotplan/domain';
import type { Locale } from '../../locale-list.js';
import { decimetresEn, decimetresRu, englishName, joinAnd, russianName } from './reason-words.js';

// The fit estimate's reasons (codes from the domain) in words a homeowner reads: what an object
// needs and why there is no room for it.

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

const distancesEn = (ds: readonly FitDistance[]): string[] =>
  ds.map((d) => `${decimetresEn(d.m)} m from ${PLACE_EN[d.place]}`);
const distancesRu = (ds: readonly FitDistance[]): string[] =>
  ds.map((d) => `${decimetresRu(d.m)} м от ${PLACE_RU[d.place]}`);

function english(r: FitReason): string {
  switch (r.code) {
    case 'no_spot': {
      const size =
        r.shape === 'circle'
          ? `${decimetresEn(r.width_m)} m across`
          : `${decimetresEn(r.width_m)} x ${decimetresEn(r.depth_m)} m`;
      const plus = distancesEn(r.plus);
      if (r.area_gap_m > 0) plus.push(`${decimetresEn(r.area_gap_m)} m from the protected areas`);
      else if (r.area_gap_m === 0) plus.push('clear of the protected areas');
      const fromCentre = distancesEn(r.from_centre);
      let needs = size;
      if (plus.length > 0) needs += ` plus ${joinAnd(plus, 'and')}`;
      if (fromCentre.length > 0)
        needs += ` with ${r.tree ? 'its trunk' : 'its centre'} ${joinAnd(fromCentre, 'and')}`;
      return `The ${englishName(r.object)} needs ${needs}: there is no such spot.`;
    }
    case 'apart_same':
      return `Only one ${englishName(r.object)} fits: there are no two spots for it ${decimetresEn(r.gap_m)} m apart.`;
    case 'apart':
      return `The ${englishName(r.a)} and the ${englishName(r.b)} must be ${decimetresEn(r.gap_m)} m apart: the plot has no spots that far apart.`;
    case 'too_much':
      return (
        `The selection needs about ${Math.round(r.need_m2)} m² with the gaps the rules ask; ` +
        `the plot has ${Math.round(r.have_m2)} m² where these objects may stand.`
      );
  }
}

function russian(r: FitReason): string {
  switch (r.code) {
    case 'no_spot': {
      const size =
        r.shape === 'circle'
          ? `${decimetresRu(r.width_m)} м в поперечнике`
          : `${decimetresRu(r.width_m)} × ${decimetresRu(r.depth_m)} м`;
      const plus = distancesRu(r.plus);
      if (r.area_gap_m > 0) plus.push(`${decimetresRu(r.area_gap_m)} м от охранных зон`);
      else if (r.area_gap_m === 0) plus.push('место вне охранных зон');
      const fromCentre = distancesRu(r.from_centre);
      let needs = size;
      if (plus.length > 0) needs += ` и ещё ${joinAnd(plus, 'и')}`;
      if (fromCentre.length > 0) needs += `, ${r.tree ? 'ствол' : 'центр'} — в ${joinAnd(fromCentre, 'и')}`;
      return `«${russianName(r.object)}»: нужно ${needs} — такого места нет.`;
    }
    case 'apart_same':
      return `Поместится только один объект «${russianName(r.object)}»: нет двух мест для него в ${decimetresRu(r.gap_m)} м друг от друга.`;
    case 'apart':
      return `«${russianName(r.a)}» и «${russianName(r.b)}» должны стоять в ${decimetresRu(r.gap_m)} м друг от друга: на участке нет мест так далеко друг от друга.`;
    case 'too_much':
      return (
        `Выбранным объектам нужно около ${Math.round(r.need_m2)} м² с промежутками, которые требуют правила; ` +
        `на участке ${Math.round(r.have_m2)} м², где эти объекты могут стоять.`
      );
  }
}

/** A fit-estimate reason in the language. */
export function fitReasonText(reason: FitReason, locale: Locale): string {
  return locale === 'ru' ? russian(reason) : english(reason);
}
