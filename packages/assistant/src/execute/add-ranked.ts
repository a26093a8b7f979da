// New objects on ranked spots (issue 25): "near the south fence" along a band by that side, spaced
// (place/side-band.ts), and a tree with no place given where its shade falls on no bed or house
// (place/tree-spot.ts). When only some fit, those are placed and the reply says which did not and why.
import type { PlacedObject, Violation } from '@plotplan/domain';
import type { Placement } from '../commands/index.js';
import type { AssistantContext, Refusal } from '../outcome.js';
import { checkContextPlan } from '../place/guard.js';
import { replaceObjects, settlePlaced, type Placed } from '../place/objects.js';
import { placeRanked, type RankedPlacing, type SpotCost } from '../place/ranked-spots.js';
import { bandCost, distanceFromSide, SIDE_BANDS, WHOLE_PLOT_BAND } from '../place/side-band.js';
import { isTreeCode } from '../place/tree-crown.js';
import { shadeCost, treeShade, type TreeShade } from '../place/tree-shade.js';
import { freeTreeCost } from '../place/tree-spot.js';

export interface RankedAdd {
  /** The plan with the objects that found a spot, when any did. */
  readonly placed?: Placed;
  /** How many found no spot. */
  readonly missing: number;
  /** The rule that kept the first of those out (its best spots'), when one did. */
  readonly rule?: Refusal['rule'];
  /**
   * A side's band was widened: 'band', nothing fitted in the strip nearest the side (SIDE_BANDS);
   * 'plot', nothing fitted in either band, so they stand as near the side as the rules allow anywhere.
   */
  readonly widened?: 'band' | 'plot';
  /** With 'plot': how far the nearest of them stands from that side's fence, metres. */
  readonly fromSide_m?: number;
  /** For trees: whether each keeps its shade off beds, greenhouses and the house (tree-shade.ts). */
  readonly shade?: 'clear' | 'least';
}

function ruleOf(context: AssistantContext, v: Violation | undefined): Refusal['rule'] {
  const rule = v === undefined ? undefined : context.pack.rules.find((r) => r.id === v.rule_id);
  return rule === undefined ? undefined : { id: rule.id, title: rule.title };
}

/** Whether the ranked spots place this add: a side (a band), or a tree with no place given. */
export function rankedAddApplies(
  placement: Placement | undefined,
  code: string,
  context: AssistantContext,
): boolean {
  return placement?.kind === 'side' || (placement === undefined && isTreeCode(code, context.catalog));
}

/** The new objects on ranked spots (see rankedAddApplies); those that find none are left out. */
export function addRanked(
  context: AssistantContext,
  templates: readonly PlacedObject[],
  placement: Placement | undefined,
): RankedAdd {
  const code = templates[0]?.landscape_object ?? '';
  const tree = isTreeCode(code, context.catalog);
  const shade = tree ? treeShade(context, context.plan.objects) : undefined;
  if (placement?.kind === 'side') {
    const [strip, wider] = SIDE_BANDS.map((band) =>
      bandCost(context, placement.side, templates.length, shade, tree, band),
    );
    const near = addOnCost(context, templates, strip as SpotCost, shade);
    if (near.placed !== undefined || wider === undefined) return near;
    const far = addOnCost(context, templates, wider, shade);
    if (far.placed !== undefined) return { ...far, widened: 'band' };
    // Nothing fits near that side at all (issue 25: the house, the car's place and the bushes take
    // the south third of a 20 x 30 m plot): as near to it as the rules allow, anywhere on the plot.
    const wholePlot = bandCost(context, placement.side, templates.length, shade, tree, WHOLE_PLOT_BAND);
    const anywhere = addOnCost(context, templates, wholePlot, shade);
    if (anywhere.placed === undefined) return near;
    const fromSide_m = distanceFromSide(context.plot, placement.side, anywhere.placed.placed);
    return { ...anywhere, widened: 'plot', fromSide_m };
  }
  if (shade === undefined) return { missing: templates.length };
  return addOnCost(context, templates, freeTreeCost(context, shade), shade);
}

function addOnCost(
  context: AssistantContext,
  templates: readonly PlacedObject[],
  cost: SpotCost,
  shade: TreeShade | undefined,
): RankedAdd {
  const before = checkContextPlan(context, context.plan);
  const fixed = context.plan.objects;
  const compose = (p: readonly PlacedObject[]) => replaceObjects(context.plan, [], p);
  // Off the paths first; when some do not fit so, with the paths laid anew around them.
  let best: { settled: Placed; found: RankedPlacing } | undefined;
  let offPaths: RankedPlacing | undefined;
  for (const withPaths of [true, false]) {
    const found = placeRanked(context, before, fixed, templates, cost, false, withPaths);
    offPaths ??= found;
    const placed = found.placed.filter((o): o is PlacedObject => o !== undefined);
    if (placed.length === 0 || placed.length <= (best?.settled.placed.length ?? 0)) continue;
    const free = placed.map((object) => ({ object, keepRotation: true }));
    const settled = settlePlaced({ context, before, fixed, free, compose }, placed);
    if (settled !== undefined) best = { settled, found };
    if (placed.length === templates.length && settled !== undefined) break;
  }
  const found = best?.found ?? offPaths;
  const missing = templates.length - (best?.settled.placed.length ?? 0);
  const firstMissing = found?.placed.findIndex((o) => o === undefined) ?? -1;
  const rule = firstMissing < 0 ? undefined : ruleOf(context, found?.blocking[firstMissing]);
  const ruled = rule === undefined ? {} : { rule };
  if (best === undefined) return { missing, ...ruled };
  const placed = best.settled.placed;
  const clear = shade === undefined ? undefined : placed.every((o) => shadeCost(shade, o) === 0);
  const shaded = clear === undefined ? {} : { shade: clear ? ('clear' as const) : ('least' as const) };
  return { placed: best.settled, missing, ...ruled, ...shaded };
}
