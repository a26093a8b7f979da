import { feetAndInchesText, type EdgeKind, type UnitSystem } from '../model/plot.js';
import type { Rule, Violation } from '../rules/types.js';

// The rules and their findings in Russian, for a Russian-speaking reader. Citations of Russian codes
// are given as they are written in Russian ("СП 53.13330.2019, п. 6.7"); other sources (a US county
// code) stay in their own language.

const CODES: readonly (readonly [RegExp, string])[] = [
  [/^SP /, 'СП '],
  [/^SNiP /, 'СНиП '],
  [/^SanPiN /, 'СанПиН '],
];

const SOURCES_RU: Readonly<Record<string, string>> = {
  'Plot boundary (cadastral survey)': 'Граница участка (межевание)',
  'Plotplan convention: maintenance gap': 'Правило Plotplan: зазор для обслуживания',
  'Plot survey (no-build zones)': 'Съёмка участка (зоны без застройки)',
  "Minsel'khoz order No. 194 (2016)": 'Приказ Минсельхоза № 194 (2016)',
  'Plotplan convention (no code limits crown overhang; a stated design rule)':
    'Правило Plotplan (нормы свес кроны не ограничивают; принятое проектное правило)',
  'Trade guidance (bio-partner.ru, ristroy.ru)': 'Отраслевые рекомендации (bio-partner.ru, ristroy.ru)',
};

/** The notes in a Russian code's citation ("red lines, quoted at ..."), in Russian; sites stay. */
const NOTES_RU: readonly (readonly [RegExp, string])[] = [
  [/\bquoted at\b/g, 'цит. по'],
  [/\bred lines\b/g, 'красные линии'],
  [/\bbuilt area to forest\b/g, 'застройка до леса'],
  [/\bformerly\b/g, 'ранее'],
];

const russianNotes = (text: string) => NOTES_RU.reduce((out, [note, ru]) => out.replace(note, ru), text);

/**
 * "SP 53.13330.2019 6.7" -> "СП 53.13330.2019, п. 6.7"; "SNiP 30-02-97* table 2" -> "СНиП 30-02-97*,
 * табл. 2"; "SP 53.13330.2019 (red lines, quoted at x.ru)" -> "СП 53.13330.2019 (красные линии, цит.
 * по x.ru)". The clause is what follows the code's number, never the number itself.
 */
export function russianCitation(source: string): string {
  const known = SOURCES_RU[source];
  if (known !== undefined) return known;
  const code = CODES.find(([pattern]) => pattern.test(source));
  if (code === undefined) return source.replace(/\bquoted at\b/g, 'цит. по');
  const [pattern, russian] = code;
  const [, designation = '', rest = ''] = /^(\S+ \S+)(.*)$/s.exec(source.replace(pattern, russian)) ?? [];
  const clause = rest
    .replace(/^ table (\d+)/, ', табл. $1')
    .replace(/^ (\d+(?:\.\d+)*\*?)(?=$| \()/, ', п. $1');
  return russianNotes(`${designation}${clause}`);
}

const BUILDING_RU: Readonly<Record<string, string>> = {
  noncombustible: 'негорючего',
  combustible: 'горючего',
  mixed: 'смешанного',
  wood: 'деревянного',
};

/** Each rule's title in Russian, by rule id. */
export const russianRuleTitles: Readonly<Record<string, string>> = {
  'inside-plot': 'Объекты в пределах участка',
  'no-overlap': 'Объекты не накладываются и оставляют зазор',
  'protected-area': 'Ничего на охранной зоне',
  'house-neighbor-boundary': 'Дом до границы с соседями',
  'outbuilding-neighbor-boundary': 'Другие постройки до границы с соседями',
  'livestock-neighbor-boundary': 'Постройки для скота и птицы до границы с соседями',
  'sanitary-boundary': 'Туалет и септик до границы или уличного забора',
  'tall-tree-boundary': 'Высокое дерево до границы с соседями',
  'medium-tree-boundary': 'Среднерослое дерево до границы с соседями',
  'shrub-boundary': 'Кустарник до границы с соседями',
  'beehive-boundary': 'Улей до границы с соседями',
  'crown-neighbor-boundary': 'Крона дерева над границей с соседями',
  'crown-street': 'Крона дерева над улицей или проездом',
  'house-street': 'Дом до красной линии улицы',
  'house-driveway': 'Дом до красной линии проезда',
  'outbuilding-red-line': 'Постройки до красной линии улицы или проезда',
  'forest-edge': 'Постройки до опушки леса',
  'house-sauna': 'Дом до бани, сауны или душа',
  'house-toilet': 'Дом до уличного туалета',
  'house-livestock': 'Дом до постройки для скота или птицы',
  'well-toilet-compost': 'Колодец до туалета, компоста или септика',
  'well-sanitary-zone': 'Источник питьевой воды до туалетов и стоков (санитарная зона)',
  'house-septic': 'Дом до септика',
  'toilet-neighbor-house': 'Уличный туалет до дома соседей',
  'sauna-neighbor-house': 'Баня или сауна до дома соседей',
  'house-front-setback': 'Дом до передней границы участка',
  'house-side-setback': 'Дом до боковой границы участка',
  'house-rear-setback': 'Дом до задней границы участка',
  'pool-setback': 'Бассейн до боковой или задней границы',
  'septic-boundary': 'Септик до границы участка',
  'well-septic': 'Колодец до септика',
  'well-toilet': 'Колодец до уличного туалета',
};

/** A rule's title in Russian ("Противопожарное расстояние: ..." for the fire table's rules). */
export function russianRuleTitle(rule: Pick<Rule, 'id' | 'title'>): string {
  const known = russianRuleTitles[rule.id];
  if (known !== undefined) return known;
  const fire = /^fire-(\w+)-(\w+)$/.exec(rule.id);
  if (fire !== null) {
    const [, own = '', neighbour = ''] = fire;
    return `Противопожарное расстояние: от ${BUILDING_RU[own] ?? own} строения до ${BUILDING_RU[neighbour] ?? neighbour} дома соседей`;
  }
  return rule.title;
}

const EDGE_RU: Readonly<Record<EdgeKind, string>> = {
  neighbor: 'границы с соседями',
  street: 'границы с улицей',
  driveway: 'границы с проездом',
  forest: 'опушки леса',
  water: 'берега',
  field: 'границы с полем',
  unknown: 'границы участка',
};

const m = (x: number) => String(Math.round(x * 100) / 100 + 0).replace('.', ',');

/** A length in Russian: "6,2 м", or 20' 4" on a plot measured in feet. */
const lengthIn = (units: UnitSystem) => (x: number) =>
  units === 'imperial' ? feetAndInchesText(x) : `${m(x)} м`;

/** What a violation is measured to, in the genitive after "от"/"до". */
export interface ViolationParties {
  /** The object the finding is about, as named on the plan. */
  readonly subject: string;
  /** The object it is too close to, if one. */
  readonly other?: string;
  /** The side's kind, for a finding about a side of the plot. */
  readonly edgeKind?: EdgeKind;
}

/**
 * A violation in Russian, from its numbers: "«Баня» — в 6,2 м от объекта «Дом»; СП 53.13330.2019,
 * п. 6.8 требует 8 м (не хватает 1,8 м)". Names are quoted, so no case ending needs guessing. The
 * lengths in the plot's units: feet and inches on an imperial plot.
 */
export function russianViolationMessage(
  v: Violation,
  parties: ViolationParties,
  rule?: Pick<Rule, 'source'> & Partial<Pick<Rule, 'default_value_m'>>,
  units: UnitSystem = 'metric',
): string {
  const say = lengthIn(units);
  const whom =
    parties.other !== undefined
      ? `объекта «${parties.other}»`
      : v.edge !== undefined
        ? `${EDGE_RU[parties.edgeKind ?? 'unknown']} (сторона ${v.edge + 1})`
        : 'границы участка';
  const who = `«${parties.subject}»`;
  const relation =
    v.actual_m < 0
      ? `${who} заходит за пределы ${whom} на ${say(-v.actual_m)}`
      : m(v.actual_m) === '0'
        ? `${who} вплотную к ${whom.replace(/^объекта/, 'объекту').replace(/^границы/, 'границе')}`
        : `${who} — в ${say(v.actual_m)} от ${whom}`;
  const source = rule === undefined ? '' : russianCitation(rule.source);
  const overridden = rule?.default_value_m === undefined ? '' : ' (значение изменено для проекта)';
  const verb = v.severity === 'error' ? 'требует' : 'рекомендует';
  const demand =
    v.required_m <= 0
      ? `${source}${overridden} не допускает наложения (сдвиньте на ${say(v.shortfall_m)})`
      : `${source}${overridden} ${verb} ${say(v.required_m)} (не хватает ${say(v.shortfall_m)})`;
  return `${relation}; ${demand.trim()}`;
}
