import { objectNouns, russianNumbers, russianStems } from './russian-words.js';

// The assistant reads Russian by rewording it in the English the interpreter reads: phrases first
// (places, questions, idioms whose word order differs), then each word by its stem, so every case
// and number form of a word reads the same ("яблоню", "яблони", "яблонь" are all "apple tree").

/** A message written (mostly) in Cyrillic. */
export const isRussian = (text: string): boolean => /[а-яё]/i.test(text);

const L = 'а-я';
/** A whole word, as \b would be for Latin letters. */
const word = (pattern: string) => new RegExp(`(?<![${L}a-z-])(?:${pattern})(?![${L}a-z-])`, 'g');

/** Compass words, as adjectives or nouns in any case, in English. */
const compass: readonly (readonly [string, string])[] = [
  ['северо-восто', 'north-east'],
  ['северо-запад', 'north-west'],
  ['юго-восто', 'south-east'],
  ['юго-запад', 'south-west'],
  ['север', 'north'],
  ['южн', 'south'],
  ['юж', 'south'],
  ['юг', 'south'],
  ['восто', 'east'],
  ['запад', 'west'],
];
const DIR = `(?:${compass.map(([stem]) => stem).join('|')})[${L}]*`;
const dir = (text: string): string => compass.find(([stem]) => text.startsWith(stem))?.[1] ?? text;

/** Endings of a plural noun ("яблони", "деревья", "грядок", "яблонь", "кустов"). */
const pluralEnding = /(?:ы|[^ю]и|ья|ьев|ов|ев|ям|ями|ах|ях|ок|ек|онь)$/;

type Rule = readonly [RegExp, string | ((...groups: string[]) => string)];

/** Phrase rules, in order; each leaves English (or Russian words the word pass reads). */
const phrases: readonly Rule[] = [
  // Objects named in two words.
  [word('домик\\S* на дереве'), ' tree house '],
  [word('вертолетн\\S* площадк\\S*'), ' helicopter pad '],
  [word('детск\\S* площадк\\S*'), ' playground '],
  [
    word('(?:высок|приподнят)\\S* (гряд\\S*)'),
    (bed = '') => (pluralEnding.test(bed) ? ' raised beds ' : ' raised bed '),
  ],
  [word('овощн\\S* гряд\\S*'), ' vegetable bed '],
  [word('высок\\S* плодов\\S* дерев\\S*'), ' tall fruit tree '],
  [word('плодов\\S* дерев\\S*'), ' fruit tree '],
  [word('живая изгородь|живую изгородь|живой изгороди'), ' hedge '],
  [word('компостн\\S* (?:ящик|бокс)\\S*'), ' compost bay '],
  [word('(?:(\\d+) )?секци\\S*'), (n = '') => ` ${n} bins `],
  [word('зона отдыха|зону отдыха'), ' terrace '],
  // Questions.
  [word('почему (\\S+) (?:красн|подсвечен)\\S*'), (what = '') => ` why is the ${what} red `],
  [word('что не так с'), " what's wrong with the "],
  [word('что не так'), ' what is wrong '],
  [word('есть (?:ли )?(?:какие-(?:то|нибудь) )?(?:проблем|ошибк|нарушени)\\S*'), ' are there any errors '],
  [word('(\\S+) не слишком близко к'), (what = '') => ` is the ${what} too close to the `],
  [
    word('(\\S+) слишком (больш|мал)\\S*'),
    (what = '', how = '') => ` the ${what} is too ${how === 'больш' ? 'big' : 'small'} `,
  ],
  [word('(\\S+) в порядке'), (what = '') => ` is the ${what} ok `],
  [word('сколько (?:часов )?солнца (?:получа\\S*|у|достается)'), ' how much sun does the '],
  [word('сколько солнечных часов (?:получа\\S*|у)'), ' how many sun hours does the '],
  [word('насколько солнечн\\S*'), ' how sunny is the '],
  [word('(\\S+) в тени'), (what = '') => ` is the ${what} in the shade `],
  [word('солнечные часы|часы солнца'), ' sun hours '],
  [word('(?:какая|какова) площадь участка'), ' what is the area of the plot '],
  [word('(?:насколько большой|какого размера) (?:мой |у меня )?участок'), ' how big is my plot '],
  [word('сколько у меня земли'), ' how much land do i have '],
  [word('размер участка'), ' plot size '],
  [word('что ты (?:умеешь|можешь)'), ' what can you do '],
  // Undo, regenerate, keep.
  [word('отмени последние (\\d+) (?:изменени|действи)\\S*'), (n = '') => ` undo the last ${n} changes `],
  [word('отмени (?:это|последнее)(?: изменение| действие)?'), ' undo that '],
  [word('верни как было|вернись назад|верни назад|назад'), ' go back '],
  [word('начн\\S* (?:все )?(?:заново|сначала)'), ' start over '],
  [word('нов\\S* (?:планировк|вариант|расстановк)\\S*'), ' a new layout '],
  [word('друг\\S* (?:планировк|вариант|расстановк)\\S*'), ' another layout '],
  [
    word('(?:оставь|сохрани) (\\S+) (?:на месте|где (?:он|она|оно) (?:есть|стоит))'),
    (what = '') => ` keep the ${what} in place `,
  ],
  [word('но (?:оставь|сохрани)'), ' but keep '],
  [word('оставив|сохранив'), ' keeping '],
  [word('кроме'), ' except '],
  [word('остальное|все остальное'), ' the rest '],
  [word('все заново'), ' everything '],
  [word('избав\\S* от'), ' get rid of '],
  [word('мне больше не нуж\\S* (\\S+)'), (what = '') => ` i do not want the ${what} anymore `],
  [word('(\\d+) из'), (n = '') => ` ${n} of the `],
  [word('поменя\\S* местами|поменя\\S* (\\S+) местами'), (what = '') => ` swap ${what} `],
  [word('соедини\\S* (?:все )?(?:здани|построй)\\S*'), ' connect the buildings '],
  [word('дорожками|тропинками'), ' with paths '],
  [/,?\s*пожалуйста\s*,?/g, ' '],
  [word('от ворот|от калитки|от въезда'), ' from the gate '],
  [word('от входа'), ' from the entrance '],
  [word('до дома|к дому'), ' to the house '],
  [word('ко всем (?:здани|построй)\\S*'), ' to every building '],
  [word('до входной двери|к входной двери|ко входу в дом'), ' to the front door '],
  [word('сеть дорожек|сеть тропинок'), ' path network '],
  [word('почему бы (?:тебе )?не'), " why don't you "],
  [word('какая погода'), " what's the weather like "],
  // Places.
  [
    word(`(?:у|вдоль|около|возле|рядом с) (${DIR}) (?:забор|границ|оград)\\S*`),
    (d = '') => ` along the ${dir(d)} fence `,
  ],
  [
    word(`(?:в|на) (дальн\\S* )?(${DIR}) (?:угл|угол)\\S*`),
    (far = '', d = '') => ` in the ${far === '' ? '' : 'far '}${dir(d)} corner `,
  ],
  [word(`(?:на|с|по) (${DIR}) сторон\\S*`), (d = '') => ` on the ${dir(d)} side `],
  [word(`(?:на|к) (${DIR}) (?:забор|границ|оград)\\S*`), (d = '') => ` to the ${dir(d)} fence `],
  [word(`(?:к|на) (${DIR}[${L}]*)у от`), (d = '') => ` ${dir(d)} of `],
  [new RegExp(`(?<![${L}a-z-])(${DIR})нее(?=\\s*(?:[.,;!?]|$))`, 'g'), (d = '') => ` further ${dir(d)} `],
  [word(`(${DIR})нее`), (d = '') => ` ${dir(d)} of `],
  [word(`(?:на|к) (${DIR})`), (d = '') => ` ${dir(d)} `],
  [word('участка'), ' of the plot '],
  [word('(?:как можно )?(?:подальше|дальше|далеко|вдали) от'), ' away from '],
  [word('(?:поближе|ближе) к'), ' closer to '],
  [word('рядом с|возле|около|недалеко от|вблизи|у'), ' near '],
  [word('(?:в|на) сам\\S* солнечн\\S* (?:мест|точк)\\S*'), ' in the sunniest spot '],
  [word('(?:в|на) сам\\S* солнечн\\S* (?:угл|угол)\\S*'), ' in the sunniest corner '],
  [word('(?:в|на) сам\\S* солнечн\\S* част\\S*'), ' in the sunniest part of the '],
  [word('(?:туда,? )?где (?:больше всего|максимум) солнца'), ' where there is most sun '],
  [word('(?:туда,? )?где солнечнее всего'), ' where it is sunniest '],
  [word('(?:на|в) (?:полное |полном |прям\\S* )?солнц\\S*'), ' in full sun '],
  [word('по часовой(?: стрелке)?'), ' clockwise '],
  [word('против часовой(?: стрелки)?'), ' counterclockwise '],
  [word('пол-?оборота|на пол оборота|на половину оборота'), ' half a turn '],
  [
    word('на (\\d+(?:[.,]\\d+)?) ?(?:%|процент\\S*) (больше|меньше)'),
    (n = '', how = '') => ` ${n} percent ${how} `,
  ],
  [word('вдвое больше|в два раза больше'), ' twice as big '],
  [word('уменьш\\S* (\\S+) (?:вдвое|в два раза)'), (what = '') => ` halve the ${what} `],
  [/(\d+(?:[.,]\d+)?) ?на ?(\d+(?:[.,]\d+)?)/g, (a = '', b = '') => ` ${a} by ${b} `],
  [/(\d+(?:[.,]\d+)?) ?[хx×] ?(\d+(?:[.,]\d+)?)/g, (a = '', b = '') => ` ${a} x ${b} `],
  [word('шириной (\\d+(?:[.,]\\d+)?) ?(?:м|метр\\S*)'), (n = '') => ` ${n} m wide `],
  [word('на (\\d+(?:[.,]\\d+)?) ?(?:см|сантиметр\\S*)'), (n = '') => ` ${n} cm `],
  [word('на несколько (?:м|метр\\S*)'), ' a few metres '],
  [word('на (\\d+(?:[.,]\\d+)?) ?(?:м|метр\\S*)'), (n = '') => ` ${n} m `],
  [word('м|метр\\S*'), ' m '],
  [word('см|сантиметр\\S*'), ' cm '],
  [word('в ширину|шириной|широк\\S*'), ' wide '],
  [word('в дальн\\S*'), ' far '],
];

/** One word by its stem; '' when it says nothing the interpreter needs. */
function englishWord(token: string): string {
  const number = russianNumbers[token];
  if (number !== undefined) return number;
  if (!/[а-я]/.test(token)) return token;
  for (const [stem, english] of russianStems) {
    if (stem.endsWith('$') ? token === stem.slice(0, -1) : token.startsWith(stem)) return english;
  }
  return '';
}

/** Words after which a noun is in the genitive or another case whose singular looks plural. */
const governing = new Set(['near', 'from', 'of', 'to', 'with', 'than', 'except', 'and', 'by']);

/** "tree" -> "trees", "birch" -> "birches", "raspberry" -> "raspberries" (last word). */
const englishPlural = (noun: string): string =>
  /(?:s|sh|ch)$/.test(noun)
    ? noun.endsWith('s')
      ? noun
      : `${noun}es`
    : noun.replace(/([^aeiou])y$/, '$1ie') + 's';

/** The message in the English the interpreter reads. */
export function russianToEnglish(text: string): string {
  let s = ` ${text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"„“]/g, ' ')} `;
  // Numbers in words first: the phrase rules see digits ("в 2 м к северу", "3 на 4").
  s = s.replace(word(Object.keys(russianNumbers).join('|')), (w) => ` ${russianNumbers[w] ?? w} `);
  for (const [pattern, replacement] of phrases) {
    s =
      typeof replacement === 'string'
        ? s.replace(pattern, replacement)
        : s.replace(pattern, (_, ...groups: unknown[]) =>
            replacement(
              ...groups
                .filter((g): g is string => typeof g === 'string' || g === undefined)
                .map((g) => g ?? ''),
            ),
          );
  }
  const out: string[] = [];
  for (const token of s.split(/(\s+|[.,;!?])/)) {
    if (!/^[а-яa-z-]+$/.test(token)) {
      out.push(token);
      continue;
    }
    const english = englishWord(token);
    const previous = out.filter((t) => t.trim() !== '').at(-1) ?? '';
    const plural =
      /[а-я]/.test(token) && objectNouns.has(english) && pluralEnding.test(token) && !governing.has(previous);
    out.push(plural ? englishPlural(english) : english);
  }
  return (
    out
      .join('')
      .replace(/\s+/g, ' ')
      // Russian has no articles: a thing put, placed or planted is a new one.
      .replace(/(?<!in )\b(put|place|plant) (?!\d|a |an |some |a couple|the |all |it |them )/g, '$1 a ')
      .trim()
  );
}
