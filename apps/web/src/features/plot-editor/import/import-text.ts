import type { Locale } from '@plotplan/contract/locale';

// The domain's boundary import writes its source names, units, notes and refusals in English;
// these are their Russian, exact or by pattern (numbers and names filled in). A text not here
// stays English.

const pluralRules = new Intl.PluralRules('ru');
/** A count with its Russian noun form: 1 угол, 2 угла, 5 углов. */
const count = (n: string, one: string, few: string, many: string): string => {
  const form = pluralRules.select(Number(n));
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};
const corners = (n: string) => count(n, 'угол', 'угла', 'углов');
/** "1,210.5 m² ± 12.17" as the domain writes it, the Russian way: "1 210,5 м² ± 12,17". */
const area = (text: string) =>
  text
    .replace(/([\d,]+(?:\.\d+)?) m²/g, (_, n: string) => `${n.replace(/,/g, '\u00a0').replace('.', ',')} м²`)
    .replace(/± (\d+)\.(\d+)/g, '± $1,$2');

const exact: Readonly<Record<string, string>> = {
  // Sources.
  'Corner list': 'Список углов',
  'DXF drawing': 'Чертёж DXF',
  'EGRN extract': 'Выписка ЕГРН',
  'KPZU cadastral plan': 'Кадастровый план (КПЗУ)',
  'Plotplan project file': 'Файл проекта Plotplan',
  // Units.
  metres: 'метры',
  'metres (x north, y east)': 'метры (x на север, y на восток)',
  'metres (the drawing has no units)': 'метры (единицы в чертеже не заданы)',
  'degrees (WGS84)': 'градусы (WGS84)',
  millimetres: 'миллиметры',
  centimetres: 'сантиметры',
  decimetres: 'дециметры',
  kilometres: 'километры',
  inches: 'дюймы',
  feet: 'футы',
  yards: 'ярды',
  // Notes.
  'The first column was read as point numbers.': 'Первый столбец прочитан как номера точек.',
  'Arcs were drawn as straight sides within 1 cm of the arc.':
    'Дуги заменены прямыми сторонами, отстоящими от дуги не больше чем на 1 см.',
  'The corners ran clockwise; they were reversed (corner 1 kept).':
    'Углы шли по часовой стрелке; порядок обращён (угол 1 остался первым).',
  "X north, Y east are read as plane metres of the survey's local system (such as an MSK zone): sides and area are exact; north is the system's grid north and the plot gets no map location.":
    'X на север, Y на восток прочитаны как плоские метры местной системы координат (например, зоны МСК): стороны и площадь точные; за север взят север сетки системы, и положения на карте у участка нет.',
  // Refusals.
  'The polygon has a hole (an inner ring); a plot boundary must be one ring without holes.':
    'В полигоне есть дыра (внутреннее кольцо); граница участка должна быть одним контуром без дыр.',
  'The plot has a hole (an inner contour, such as a plot of someone else inside it); a plot boundary must be one ring without holes.':
    'В участке есть дыра (внутренний контур, например чужой участок внутри); граница участка должна быть одним контуром без дыр.',
  'The file has no contour with coordinates.': 'В файле нет контура с координатами.',
  'The drawing has no closed outline.': 'На чертеже нет замкнутого контура.',
  'The file is larger than 2 MB; a boundary file is a few kilobytes.':
    'Файл больше 2 МБ, а файл границы занимает несколько килобайт.',
  'The boundary lies more than 10 km from the plan origin.':
    'Граница лежит дальше 10 км от начала координат плана.',
  'No corners found: each line should hold two numbers (x;y, x,y or x y), optionally after a point number.':
    'Углы не найдены: в каждой строке должно быть два числа (x;y, x,y или x y), можно после номера точки.',
  'The file is not valid JSON, so it cannot be read as GeoJSON.':
    'Файл не является правильным JSON, поэтому его нельзя прочитать как GeoJSON.',
  'The file is not KML: it has no <kml> element.': 'Это не KML: в файле нет элемента <kml>.',
  'The file is not an ASCII DXF drawing (no SECTION found).': 'Это не текстовый чертёж DXF (нет SECTION).',
};

const patterns: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [
    /^Coordinates in (.+) are read as plane metres, X north and Y east; the system's grid north is taken as north \(within a degree or so of true north\) and the plot gets no map location\.$/,
    (system = '') =>
      `Координаты в ${system === 'the local system' ? 'местной системе' : `системе ${system}`} прочитаны как плоские метры, X на север и Y на восток; за север взят север сетки системы (он расходится с истинным не больше чем на градус-другой), и положения на карте у участка нет.`,
  ],
  [
    /^The register states (.+?); the boundary's polygon is (.+?), which agrees\.$/,
    (stated = '', polygon = '') =>
      `По ЕГРН площадь ${area(stated)}; площадь полигона границы ${area(polygon)}, это совпадает.`,
  ],
  [
    /^The register states (.+?), but the boundary's polygon is (.+?) \((.+?) (more|less)\)(: check the coordinates against the paper extract| \(the register states the whole plot, all its contours\))\.$/,
    (stated = '', polygon = '', difference = '', more = '', why = '') =>
      `По ЕГРН площадь ${area(stated)}, а площадь полигона границы ${area(polygon)} (на ${area(difference)} ${
        more === 'more' ? 'больше' : 'меньше'
      })${why.startsWith(':') ? ': сверьте координаты с бумажной выпиской' : ' (в ЕГРН указана площадь всего участка, всех его контуров)'}.`,
  ],
  [
    /^The plot has (\d+) contours \(a multi-contour plot\); contour (\d+), the largest, was imported\.$/,
    (n = '', i = '') =>
      `У участка ${count(n, 'контур', 'контура', 'контуров')} (многоконтурный участок); импортирован контур ${i}, самый большой.`,
  ],
  [
    /^The file has (\d+) polygons; polygon (\d+), the largest, was imported\.$/,
    (n = '', i = '') =>
      `В файле ${count(n, 'полигон', 'полигона', 'полигонов')}; импортирован полигон ${i}, самый большой.`,
  ],
  [
    /^The drawing has (\d+) closed outlines; outline (\d+), (the one chosen|the one on layer BOUNDARY|the largest inside the drawing frame|the largest), was imported\.$/,
    (n = '', i = '', why = '') =>
      `На чертеже ${count(n, 'замкнутый контур', 'замкнутых контура', 'замкнутых контуров')}; импортирован контур ${i}, ${
        {
          'the one chosen': 'выбранный',
          'the one on layer BOUNDARY': 'на слое BOUNDARY',
          'the largest inside the drawing frame': 'самый большой внутри рамки чертежа',
        }[why] ?? 'самый большой'
      }.`,
  ],
  [
    /^Outline (\d+) encloses all the others: it may be the drawing's frame\.$/,
    (i = '') => `Контур ${i} охватывает все остальные: возможно, это рамка чертежа.`,
  ],
  [
    /^The outline was joined from separate lines and arcs on layer (.*)\.$/,
    (layer = '') => `Контур собран из отдельных линий и дуг на слое ${layer}.`,
  ],
  [
    /^Skipped (\d+) lines? that (?:is|are) not (?:a corner|corners)(?: \((.+)\))?\.$/,
    (n = '', lines = '') =>
      `${n === '1' ? 'Пропущена 1 строка без угла' : `Пропущено строк без углов: ${n}`}${
        lines === '' ? '' : ` (${lines})`
      }.`,
  ],
  [
    /^The boundary has (\d+) corners; a plot needs at least (\d+)\.$/,
    (n = '', min = '') => `В границе ${corners(n)}, а у участка их должно быть не меньше ${min}.`,
  ],
  [
    /^The boundary has (\d+) corners; a plot can have at most (\d+)\.$/,
    (n = '', max = '') => `В границе ${corners(n)}, а у участка их может быть не больше ${max}.`,
  ],
  [
    /^The boundary spans ([\d.]+) km; a plot can span at most 10 km\.$/,
    (km = '') => `Граница тянется на ${km.replace('.', ',')} км, а участок может занимать не больше 10 км.`,
  ],
];

/** A text of the boundary import in the interface's language. */
export function importText(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const known = exact[text];
  if (known !== undefined) return known;
  for (const [pattern, russian] of patterns) {
    const match = pattern.exec(text);
    if (match !== null) return russian(...match.slice(1).map((group) => group ?? ''));
  }
  return text;
}
