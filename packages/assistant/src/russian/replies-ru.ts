import {
  objectByCode,
  polygonArea,
  russianObjectNames,
  russianRuleTitle,
  unitSystemOf,
  type LandscapeObject,
  type UnitSystem,
} from '@plotplan/domain';
import { lengthTextRu, plotAreaTextRu } from '../measures.js';
import type { AssistantCommand, CompassPoint, ObjectRef, Placement } from '../commands/index.js';
import type { AssistantContext, CommandOutcome, Refusal } from '../outcome.js';
import type { ParsedRequest } from '../parse/parsed-request.js';

// The assistant's answers to a Russian message, in Russian: what it did, said from the command and
// its outcome (the objects by their Russian catalog names), and the fixed replies. Numbers with a
// decimal comma, as Russian writes them.

const comma = (value: number, decimals = 1) => value.toFixed(decimals).replace('.', ',');

const compassRu: Record<CompassPoint, string> = {
  north: 'север',
  south: 'юг',
  east: 'восток',
  west: 'запад',
  north_east: 'северо-восток',
  north_west: 'северо-запад',
  south_east: 'юго-восток',
  south_west: 'юго-запад',
};

/** A catalog object in Russian, lower case as in a sentence ("баня", "высокая грядка"). */
function nameOf(code: string | undefined, catalog: readonly LandscapeObject[]): string {
  if (code === undefined) return 'объект';
  const name = russianObjectNames[code] ?? objectByCode(code, catalog)?.name ?? code;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

const refName = (ref: ObjectRef, catalog: readonly LandscapeObject[]) => nameOf(ref.codes[0], catalog);

function placementRu(
  placement: Placement | undefined,
  catalog: readonly LandscapeObject[],
  units: UnitSystem,
): string {
  if (placement === undefined) return '';
  switch (placement.kind) {
    case 'side':
      return placement.side.includes('_')
        ? ` в углу (${compassRu[placement.side]})`
        : ` со стороны: ${compassRu[placement.side]}`;
    case 'near':
      return ` рядом с объектом «${refName(placement.ref, catalog)}»`;
    case 'away_from':
      return ` подальше от объекта «${refName(placement.ref, catalog)}»`;
    case 'beside':
      return ` (${compassRu[placement.direction]} от объекта «${refName(placement.ref, catalog)}»)`;
    case 'shift':
      return ` на ${lengthTextRu(placement.distance_m, units)} (${compassRu[placement.direction]})`;
    case 'sunniest':
      return ' в самое солнечное место';
  }
}

/** Why a placing was refused, in Russian: the blocking rule by its Russian title, the nearest spot that works. */
export function refusalRu(refusal: Refusal, units: UnitSystem): string {
  const parts: string[] = [];
  if (refusal.rule !== undefined)
    parts.push(`В указанном месте нарушалась бы норма «${russianRuleTitle(refusal.rule)}»`);
  const near = refusal.nearest;
  if (near !== undefined) {
    const where = `в ${lengthTextRu(near.distance_m, units)} оттуда (${compassRu[near.direction]})`;
    parts.push(
      parts.length === 0 ? `Ближайшее подходящее место — ${where}` : `ближайшее подходящее место — ${where}`,
    );
  } else if (parts.length > 0) parts.push('подходящего места поблизости тоже нет');
  return parts.length === 0 ? '' : `${parts.join('; ')}.`;
}

/** What a command did, in Russian; for answers (explanations, sun) the English details follow. */
export function russianOutcomeText(
  command: AssistantCommand,
  outcome: CommandOutcome,
  context: AssistantContext,
): string {
  const { catalog } = context;
  const units = unitSystemOf(context.plot);
  const keptRules = / keeping to the rules/.test(outcome.text) ? ' Все нормы соблюдены.' : '';
  if (outcome.kind === 'undo') return 'Отменил последнее изменение плана.';
  if (outcome.kind === 'reply') {
    if (command.kind === 'plot_size') return russianPlotSize(context);
    if (
      /as close to that \(to the sunniest spot\)/.test(outcome.text) &&
      outcome.refusal?.rule !== undefined
    ) {
      const rule = russianRuleTitle(outcome.refusal.rule);
      return `Солнечнее места, где соблюдаются все нормы, нет, поэтому план оставлен как был. Более солнечные места нарушали бы норму «${rule}».`;
    }
    if (/so I left the plan as it is|nothing changed/.test(outcome.text)) {
      const why = outcome.refusal === undefined ? '' : ` ${refusalRu(outcome.refusal, units)}`;
      return `Не нашлось места без нарушения норм, поэтому план оставлен как был.${why}`;
    }
    if (/^The plan keeps to every rule/.test(outcome.text)) return 'План соблюдает все нормы.';
    return `Ответ (подробности на английском): ${outcome.text}`;
  }
  switch (command.kind) {
    case 'add': {
      const left = outcome.notPlaced;
      const n = command.count - (left?.count ?? 0);
      const what = `${nameOf(command.landscape_object, catalog)} × ${n}`;
      const farther =
        outcome.kind === 'change' && outcome.fromSide_m !== undefined
          ? ` У самой стороны места нет (его заняли стоящие там объекты), поэтому ${n === 1 ? 'объект стоит' : 'они стоят'} так близко к ней, как позволяют нормы: в ${lengthTextRu(outcome.fromSide_m, units)} от забора.`
          : '';
      const done = `Добавил: ${what}${placementRu(command.placement, catalog, units)}.${keptRules}${farther}`;
      if (left === undefined) return done;
      const why =
        left.rule === undefined
          ? 'все оставшиеся места там исключают ограничения кроны дерева или въезд через ворота'
          : `на всех оставшихся местах там нарушалась бы норма «${russianRuleTitle(left.rule)}»`;
      return `${done} Не поместилось: ${left.count} из ${command.count} — ${why}.`;
    }
    case 'move':
      return `Переместил: ${refName(command.target, catalog)}${placementRu(command.placement, catalog, units)}.${keptRules}`;
    case 'rotate':
      return `Повернул: ${refName(command.target, catalog)} на ${comma(Math.abs(command.degrees))}°.${keptRules}`;
    case 'resize':
      return `Изменил размер: ${refName(command.target, catalog)}.${keptRules}`;
    case 'remove':
      return `Убрал: ${refName(command.target, catalog)}.`;
    case 'swap':
      return `Поменял местами: ${refName(command.a, catalog)} и ${refName(command.b, catalog)}.${keptRules}`;
    case 'regenerate': {
      const kept = command.keep.map((r) => refName(r, catalog));
      return `Разложил план заново${kept.length === 0 ? '' : `, оставив на месте: ${kept.join(', ')}`}.${keptRules}`;
    }
    case 'lay_paths':
      return `Проложил дорожки от ворот к дому и дальше к постройкам и грядкам.${keptRules}`;
    default:
      return outcome.text;
  }
}

/** The history line of a change made from a Russian message: what it did, its first sentence. */
export function russianChangeSummary(text: string): string {
  const first = /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();
  return first.replace(/\.$/, '');
}

/**
 * The outcome of a Russian message, in Russian: its answer, and for a change the history line too,
 * so that the plan's history and the chat's action read in the language the user wrote in.
 */
export function russianOutcome(
  command: AssistantCommand,
  outcome: CommandOutcome,
  context: AssistantContext,
): CommandOutcome {
  const text = russianOutcomeText(command, outcome, context);
  if (outcome.kind !== 'change') return { ...outcome, text };
  return { ...outcome, text, change: { ...outcome.change, summary: russianChangeSummary(text) } };
}

/** The plot's size, in Russian. */
export function russianPlotSize({ plot }: AssistantContext): string {
  const area = polygonArea(plot.boundary);
  if (!(area > 0)) return 'У участка пока нет площади: сначала нарисуйте его границу.';
  return `Площадь участка ${plotAreaTextRu(area, unitSystemOf(plot))}.`;
}

const EXAMPLES_RU = [
  '«добавь три яблони у южного забора»',
  '«перенеси баню подальше от дома»',
  '«сдвинь теплицу на 2 м на восток»',
  '«поверни гараж»',
  '«сделай пруд больше»',
  '«убери все грядки»',
  '«поменяй местами колодец и туалет»',
  '«перегенерируй, но оставь дом»',
  '«проложи дорожку от ворот до дома»',
  '«почему колодец красный?»',
  '«сколько солнца получает теплица?»',
  '«какая площадь участка?»',
  '«отмени»',
];

/** What the assistant can do, in Russian. */
export function russianHelpText(): string {
  return [
    'Я могу менять ваш план и отвечать на вопросы о нём, соблюдая нормы расстояний:',
    '- добавлять объекты из каталога, перемещать, поворачивать, менять размер, убирать и менять местами;',
    '- раскладывать план заново, оставляя на месте названные объекты;',
    '- прокладывать дорожки от ворот к дому и дальше к постройкам и грядкам;',
    '- объяснять, какую норму нарушает объект, считать часы солнца и площадь участка;',
    '- отменять моё последнее изменение.',
    `Например: ${EXAMPLES_RU.join(', ')}.`,
    'Стороны света считаются от истинного севера, заданного для участка.',
  ].join('\n');
}

/** The reply when a Russian message could not become commands. */
export function russianProblemReply(parsed: ParsedRequest): string {
  if (parsed.kind === 'unknown_object') {
    return 'Такого объекта нет в каталоге, поэтому я не могу его поставить. Посмотрите, что есть, в списке объектов.';
  }
  if (parsed.kind === 'not_understood') return `Извините, я не понял запрос. ${russianHelpText()}`;
  return russianHelpText();
}
