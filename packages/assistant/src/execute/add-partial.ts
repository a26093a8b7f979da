// The reply to an add on ranked spots (execute/add-ranked.ts): all placed, or only some, saying
// plainly how many did not fit and the rule that kept them out.
import type { CommandOutcome } from '../outcome.js';
import type { Placed } from '../place/objects.js';
import { capitalise, clip, counted } from '../replies.js';
import type { RankedAdd } from './add-ranked.js';
import { change } from './support.js';

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth'];

/** "The third did not fit there", "The other 2 did not fit there". */
function leftOut(missing: number, count: number): string {
  if (missing === 1) {
    const nth = ORDINAL[count - 1];
    return nth === undefined ? 'The last one did not fit there' : `The ${nth} did not fit there`;
  }
  return `The other ${missing} did not fit there`;
}

/** What the reply says of new trees' shade: clear of beds and the house, or as little on them as the free spots allow. */
function shadeNote(ranked: RankedAdd, placed: number): string[] {
  const [it, its, stands] = placed === 1 ? ['it', 'its', 'stands'] : ['they', 'their', 'stand'];
  if (ranked.shade === 'clear') {
    return [`${capitalise(it)} ${stands} where ${its} shade falls on no bed, greenhouse or house wall.`];
  }
  if (ranked.shade === 'least') {
    return [
      `No free spot keeps ${its} shade off the beds, greenhouse and house, so ${it} ${stands} where ${it} shade${placed === 1 ? 's' : ''} them least.`,
    ];
  }
  return [];
}

/** The change for the objects placed; when some found no spot, which and why. */
export function rankedOutcome(
  ranked: RankedAdd,
  result: Placed,
  asked: {
    readonly noun: string;
    readonly count: number;
    readonly where: string;
    readonly notes: readonly string[];
    /** With widened 'plot': the distance from the side's fence, in the plot's units ("15.2 m"). */
    readonly fromSideText?: string;
  },
): CommandOutcome {
  const { plan, placed } = result;
  const ids = placed.map((o) => o.id);
  const { noun, count, where } = asked;
  const stands = placed.length === 1 ? 'it stands' : 'they stand';
  const widened =
    ranked.widened === 'band'
      ? [`The strip nearest that side is full, so ${stands} a little farther in.`]
      : ranked.widened === 'plot'
        ? [
            `There was no room near that side (what stands there takes it), so ${stands} as near to it as the rules allow, ${asked.fromSideText ?? ''} from its fence.`,
          ]
        : [];
  const notes = [...widened, ...shadeNote(ranked, placed.length), ...asked.notes];
  const fromSide = ranked.fromSide_m === undefined ? {} : { fromSide_m: ranked.fromSide_m };
  if (ranked.missing === 0) {
    const summary = `Added ${counted(count, noun)}${where}`;
    const done = change(
      'add',
      plan,
      ids,
      [`${capitalise(summary)}, keeping to the rules.`, ...notes].join(' '),
      summary,
    );
    return { ...done, ...fromSide };
  }
  const summary = `Added ${placed.length} of the ${counted(count, noun)}${where}`;
  const why =
    ranked.rule === undefined
      ? "every spot left there is ruled out by the tree's crown limits or the way in through the gate"
      : `every spot left there would break "${ranked.rule.title}"`;
  const text = [
    `${summary}, keeping to the rules.`,
    `${leftOut(ranked.missing, count)}: ${why}.`,
    ...notes,
  ].join(' ');
  const rule = ranked.rule === undefined ? {} : { rule: ranked.rule };
  return {
    kind: 'change',
    text,
    change: { kind: 'add', plan, object_ids: ids, summary: clip(summary) },
    notPlaced: { count: ranked.missing, ...rule },
    ...fromSide,
  };
}
