// Lengths, sizes and areas in the assistant's answers, in the plot's units (issue 27): metres to
// 0.1 on a metric plot, feet and inches on an imperial one (the us-typical pack's default), as the
// rest of the app shows them. Every number the assistant says about the ground goes through here.
import {
  feetAndInchesText,
  METRES_PER_FOOT,
  SQUARE_METRES_PER_ACRE,
  type LandscapeObject,
  type UnitSystem,
} from '@plotplan/domain';

const tenths = (x: number): string => {
  const r = Math.round(x * 10) / 10;
  return (r === 0 ? 0 : r).toFixed(1);
};

/** 12917 -> "12,917". */
const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;

/** "3.0 m" (to 0.1 m) or 9' 10" (to the inch). */
export function lengthText(metres: number, units: UnitSystem): string {
  return units === 'imperial' ? feetAndInchesText(metres) : `${tenths(metres)} m`;
}

/** A long length to the whole unit: "43 m", "143 ft" (a path network's total). */
export function wholeLengthText(metres: number, units: UnitSystem): string {
  return units === 'imperial' ? `${Math.round(metres / METRES_PER_FOOT)} ft` : `${Math.round(metres)} m`;
}

/** A length as it is written (a rule's "1 m", a path's "0.8 m"), not to tenths; or feet and inches. */
export function givenLengthText(metres: number, units: UnitSystem): string {
  return units === 'imperial' ? feetAndInchesText(metres) : `${metres} m`;
}

/** "4.6 m across", "3 x 4 m"; 15' 1" across, 9' 10" x 13' 1". */
export function sizeText(shape: 'rect' | 'circle', width: number, depth: number, units: UnitSystem): string {
  if (units === 'imperial') {
    const w = feetAndInchesText(width);
    return shape === 'circle' ? `${w} across` : `${w} x ${feetAndInchesText(depth)}`;
  }
  return shape === 'circle' ? `${width} m across` : `${width} x ${depth} m`;
}

/** A catalog entry's size range: "2-5 x 2-6 m"; 6' 7"-16' 5" x 6' 7"-19' 8". */
export function sizeRangeText(entry: LandscapeObject, units: UnitSystem): string {
  const span = (lo: number, hi: number) =>
    units === 'imperial' ? `${feetAndInchesText(lo)}-${feetAndInchesText(hi)}` : `${lo}-${hi}`;
  const w = span(entry.min_width, entry.max_width);
  const m = units === 'imperial' ? '' : ' m';
  return entry.shape === 'circle'
    ? `${w}${m} across`
    : `${w} x ${span(entry.min_depth, entry.max_depth)}${m}`;
}

/** "1200 m²" (to 0.1) or "12,917 sq ft". */
export function areaText(m2: number, units: UnitSystem): string {
  return units === 'imperial' ? `${grouped(m2 / METRES_PER_FOOT ** 2)} sq ft` : `${round(m2, 1)} m²`;
}

/** A plot's area with its larger units: "1200 m² (12 ares, 0.12 ha)", "12,917 sq ft (0.30 acres)". */
export function plotAreaText(m2: number, units: UnitSystem): string {
  if (units === 'imperial') {
    const acres = m2 / SQUARE_METRES_PER_ACRE;
    return `${areaText(m2, units)} (${acres.toFixed(2)} acres)`;
  }
  return `${areaText(m2, units)} (${round(m2 / 100, 2)} ares, ${round(m2 / 10000, 4)} ha)`;
}

/** Russian: "3,0 м" or 9' 10" (feet and inches read the same in every language). */
export function lengthTextRu(metres: number, units: UnitSystem): string {
  return units === 'imperial' ? feetAndInchesText(metres) : `${tenths(metres).replace('.', ',')} м`;
}

/** Russian plot area: "1200,0 м² (12,00 сотки)" or "12 917 кв. фт (0,30 акра)". */
export function plotAreaTextRu(m2: number, units: UnitSystem): string {
  if (units === 'imperial') {
    const feet = grouped(m2 / METRES_PER_FOOT ** 2).replace(/,/g, '\u00a0');
    const acres = (m2 / SQUARE_METRES_PER_ACRE).toFixed(2).replace('.', ',');
    return `${feet} кв. фт (${acres} акра)`;
  }
  // A fraction takes the genitive singular: "6,00 сотки".
  return `${m2.toFixed(1).replace('.', ',')} м² (${(m2 / 100).toFixed(2).replace('.', ',')} сотки)`;
}
