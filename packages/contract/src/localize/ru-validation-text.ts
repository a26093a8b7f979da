import { ruPlural } from './ru-server-text.js';

// The contract schemas' field messages and zod's own English defaults, in Russian. A message the
// schemas write is matched exactly; zod's defaults ("Invalid input: expected number, received
// string") by pattern, with type names said in Russian.

/** The schemas' own fixed messages. */
export const ruValidationExact: Readonly<Record<string, string>> = {
  'A price must be a number.': 'Цена должна быть числом.',
  'A price must be a finite number.': 'Цена должна быть конечным числом.',
  'A price cannot be negative.': 'Цена не может быть отрицательной.',
  'The currency must be a string.': 'Валюта должна быть строкой.',
  'Use a three-letter currency code such as EUR.': 'Укажите трёхбуквенный код валюты, например RUB.',
  'A valid integer is required.': 'Нужно целое число.',
  'The outline must be a whole number.': 'Номер контура должен быть целым числом.',
  'The outline must be a number.': 'Номер контура должен быть числом.',
  'Outlines are counted from 1.': 'Контуры нумеруются с 1.',
  'Longitude is between -180 and 180.': 'Долгота — от -180 до 180.',
  'Latitude is between -90 and 90.': 'Широта — от -90 до 90.',
  'Ratings are from 1 to 5.': 'Оценки — от 1 до 5.',
  'Weights are from 0 to 1.': 'Веса — от 0 до 1.',
  'The position along the side must be within 500 m of its corner.':
    'Положение на стороне — не дальше 500 м от её угла.',
  'The file is larger than 2 MB; a boundary file is a few kilobytes.':
    'Файл больше 2 МБ, а файл границы занимает несколько килобайт.',
  'Coordinates must be within 10 km of the origin.': 'Координаты — не дальше 10 км от начала.',
  'The file is empty.': 'Файл пуст.',
  'This field may not be blank.': 'Поле не может быть пустым.',
  'A boundary needs at least 3 vertices.': 'У границы должно быть не меньше 3 вершин.',
  'A polygon needs at least 3 points.': 'У многоугольника должно быть не меньше 3 точек.',
  'The content must be the file as text.': 'Содержимое должно быть текстом файла.',
  'A geo-referenced plot must lie between 84° S and 84° N.':
    'Участок с привязкой к карте должен лежать между 84° ю. ш. и 84° с. ш.',
  'Expected an object.': 'Ожидался объект.',
  'Null characters are not allowed.': 'Нулевые символы не допускаются.',
  'Plot is incomplete.': 'Участок описан не полностью.',
  'Required.': 'Обязательно.',
  'Send either a plan or a generation.': 'Отправьте либо план, либо генерацию.',
  'Invalid value.': 'Неверное значение.',
  // zod's defaults without numbers.
  'Invalid input': 'Неверные данные',
  'Invalid input: more than one option matched': 'Неверные данные: подошло больше одного варианта',
};

const TYPES: Readonly<Record<string, string>> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  boolean: 'логическое значение',
  object: 'объект',
  array: 'массив',
  null: 'null',
  undefined: 'ничего',
  nonoptional: 'значение',
  bigint: 'целое число',
  date: 'дата',
  NaN: 'NaN',
};
const typeName = (type: string) => TYPES[type] ?? type;

/** What a number-field message is about ("The width must be a number."). */
const SUBJECTS: Readonly<Record<string, string>> = {
  'A coordinate': 'Координата',
  'The latitude': 'Широта',
  'The longitude': 'Долгота',
  'The position along the side': 'Положение на стороне',
  'The position': 'Положение',
  'The depth': 'Глубина',
  'The entrance width': 'Ширина въезда',
  'The height': 'Высота',
  'The path width': 'Ширина дорожки',
  'The radius': 'Радиус',
  'The width': 'Ширина',
};
const subject = (what: string) => SUBJECTS[what] ?? what;

/** Units of a sized value: after "ровно" (one, few, many), after "не больше" (genitive: one, many). */
const SIZED: Readonly<
  Record<string, { exact: readonly [string, string, string]; than: readonly [string, string] }>
> = {
  string: { exact: ['символ', 'символа', 'символов'], than: ['символа', 'символов'] },
  array: { exact: ['элемент', 'элемента', 'элементов'], than: ['элемента', 'элементов'] },
  set: { exact: ['элемент', 'элемента', 'элементов'], than: ['элемента', 'элементов'] },
  file: { exact: ['байт', 'байта', 'байтов'], than: ['байта', 'байтов'] },
};
const RELATIONS: Readonly<Record<string, string>> = {
  '<=': 'не больше',
  '<': 'меньше',
  '>=': 'не меньше',
  '>': 'больше',
  'exactly ': 'ровно',
};
const num = (text: string) => Number(text.replace(/,/g, ''));

function bound(origin: string, relation: string, value: string): string {
  const words = SIZED[origin];
  const how = RELATIONS[relation] ?? relation;
  if (words === undefined) return `${how} ${value}`;
  const [one, few, many] = relation === 'exactly ' ? words.exact : [...words.than, words.than[1]];
  return `${how} ${value} ${ruPlural(num(value), one, few, many)}`;
}

/** The schemas' messages with numbers or names in them, and zod's defaults. */
export const ruValidationPatterns: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (expected = '', received = '') =>
      `Неверные данные: ожидалось ${typeName(expected)}, получено ${typeName(received)}`,
  ],
  [/^Invalid input: expected (.+)$/, (value = '') => `Неверные данные: ожидалось ${value}`],
  [
    /^Invalid option: expected one of (.+)$/,
    (values = '') => `Неверный вариант: ожидается один из ${values}`,
  ],
  [
    /^Too big: expected (\w+) to (?:have|be) (<=|<|exactly )([\d.e+-]+)(?: \w+)?$/,
    (origin = '', relation = '', value = '') => `Слишком много: нужно ${bound(origin, relation, value)}`,
  ],
  [
    /^Too small: expected (\w+) to (?:have|be) (>=|>|exactly )([\d.e+-]+)(?: \w+)?$/,
    (origin = '', relation = '', value = '') => `Слишком мало: нужно ${bound(origin, relation, value)}`,
  ],
  [
    /^Invalid string: must match pattern (.+)$/,
    (pattern = '') => `Неверная строка: должна соответствовать ${pattern}`,
  ],
  [/^Invalid number: must be a multiple of (.+)$/, (n = '') => `Неверное число: должно быть кратно ${n}`],
  [/^Unrecognized keys?: (.+)$/, (keys = '') => `Неизвестные поля: ${keys}`],
  [/^Invalid (?:key|value) in (\w+)$/, (origin = '') => `Неверное значение в ${typeName(origin)}`],
  [/^Invalid email address$/, () => 'Неверный адрес электронной почты'],
  [
    /^Ensure this value is less than or equal to ([\d,]+)\.$/,
    (n = '') => `Значение должно быть не больше ${n}.`,
  ],
  [
    /^Ensure this value is greater than or equal to ([\d,-]+)\.$/,
    (n = '') => `Значение должно быть не меньше ${n}.`,
  ],
  [/^(.+) must be a number\.$/, (what = '') => `${subject(what)}: нужно число.`],
  [/^(.+) must be finite\.$/, (what = '') => `${subject(what)}: нужно конечное число.`],
  [/^(.+) must be more than 0\.$/, (what = '') => `${subject(what)}: нужно больше 0.`],
  [/^(.+) must be at most ([\d.,]+)\.$/, (what = '', max = '') => `${subject(what)}: не больше ${max}.`],
  [/^The axis order must be one of: (.+)$/, (list = '') => `Порядок осей — один из: ${list}`],
  [/^The format must be one of: (.+)$/, (list = '') => `Формат — один из: ${list}`],
  [/^"(.+)" is listed twice\.$/, (code = '') => `«${code}» указан дважды.`],
  [/^The id "(.+)" is used twice\.$/, (id = '') => `Id «${id}» использован дважды.`],
  [
    /^At most ([\d,]+) prices may be set\.$/,
    (n = '') => `Можно задать не больше ${n} ${ruPlural(num(n), 'цены', 'цен', 'цен')}.`,
  ],
  [
    /^The paths have ([\d,]+) points in all; at most ([\d,]+) are allowed\.$/,
    (n = '', max = '') =>
      `У дорожек всего ${n} ${ruPlural(num(n), 'точка', 'точки', 'точек')}; допускается не больше ${max}.`,
  ],
];
