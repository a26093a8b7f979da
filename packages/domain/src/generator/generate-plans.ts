import { catalogObjects } from '../catalog/catalog-objects.js';
import { accessShare, reachAndBeds } from './paths/access-reach.js';
import type { PlacedObject, Plan } from '../model/plan.js';
import type { AreaShape, Plot } from '../model/plot.js';
import { checkPlan } from '../rules/check-plan.js';
import type { RulePack } from '../rules/types.js';
import { construct } from './search/construct.js';
import { MIN_DIVERSITY, planDisplacement } from './search/diversity.js';
import { honestScore, settle } from './search/not-placed.js';
import { bedAxisDeg } from './zones/garden-block.js';
import type { Item } from './core/item.js';
import { buildItems } from './zones/items.js';
import { Layout, placedObject } from './search/layout.js';
import { PenaltyModel } from './goals/penalty.js';
import { pathBarriers } from './paths/path-network.js';
import { pathStrips } from './paths/path-strips.js';
import { plotFrame, type PlotFrame } from './core/plot-frame.js';
import { polish } from './search/polish.js';
import { putBack } from './search/put-back.js';
import { createRng, type Rng } from './search/prng.js';
import { compileRules } from './core/rule-model.js';
import { anneal } from './search/search.js';
import { SoftGoals } from './goals/soft-goals.js';
import type { GenerateOptions, SelectionItem, Variant } from './core/types.js';
import { shadedBeds } from './goals/shaded-beds.js';
import { withVariantPaths } from './paths/variant-paths.js';

/** Variants per call when not asked (GenerateOptions.variants), and the most a call returns. */
export const DEFAULT_VARIANTS = 4;
export const MAX_VARIANTS = 8;
const DEFAULT_BUDGET_MS = 300;
/** Attempts per requested variant before near-duplicates are accepted to make up the number. */
const ATTEMPTS_PER_VARIANT = 3;
/**
 * With a clock, attempts per requested variant while fewer than the number asked for are designed
 * (every target reached, beds in full sun) and the budget lasts: on a small over-full plot most
 * seeds wall the gate off with what settling keeps, and the few that do not are worth the search.
 */
const DESIGN_ATTEMPTS_PER_VARIANT = 6;
/**
 * With an objective: annealing steps per run (base + per movable object, times effort). A cost
 * landscape is finer than the soft goals', so runs are longer; and runs per variant without a clock
 * (with one, a variant restarts until its share of the budget is spent, at most OBJECTIVE_MAX_RUNS).
 */
const OBJECTIVE_STEPS = [3000, 1000] as const;
const OBJECTIVE_RUNS = 4;
const OBJECTIVE_MAX_RUNS = 10000;
/**
 * With an objective and a clock, a variant's share of the budget is cut into OBJECTIVE_RUNS time
 * slices, one run each (more while time is left); a run anneals over ANNEAL_SHARE of its slice (its
 * iterations capped at CLOCKED_CAP times the unclocked count) and polishes in the rest.
 */
const ANNEAL_SHARE = 0.85;
const OBJECTIVE_TEMPERATURES = [1.5, 0.005] as const;
const CLOCKED_CAP = 50;

interface Slice {
  readonly now: () => number;
  readonly start: number;
  readonly end: number;
}

/** The share of the slice's annealing time spent (1 for an empty slice). */
function elapsedShare(slice: Slice): number {
  const span = ANNEAL_SHARE * (slice.end - slice.start);
  return span <= 0 ? 1 : (slice.now() - slice.start) / span;
}

interface Setup {
  readonly plot: Plot;
  readonly pack: RulePack;
  readonly frame: PlotFrame;
  readonly items: readonly Item[];
  readonly penalty: PenaltyModel;
  readonly soft: SoftGoals;
  readonly options: GenerateOptions;
  readonly timeUp: () => boolean;
  /** Protected areas a path may not cross (path-network.ts pathBarriers): the spine keeps off them. */
  readonly barriers: readonly AreaShape[];
}

const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;

function toPlan(layout: Layout): Plan {
  const objects = layout.items.map((it, i): PlacedObject => {
    if (it.locked !== undefined) return it.locked;
    const b = layout.bodies[i];
    if (b === undefined) throw new Error(`object ${it.id} was not placed`);
    return placedObject(it, b);
  });
  return { objects };
}

/**
 * Fewer errors first, then fewer objects left out; then the lower objective if any, else fewer
 * buildings the paths cannot reach, fewer beds out of full sun and the higher score.
 */
function better(a: Variant, b: Variant): boolean {
  if (a.error_count !== b.error_count) return a.error_count < b.error_count;
  if (a.not_placed.length !== b.not_placed.length) return a.not_placed.length < b.not_placed.length;
  if (a.objective !== undefined && b.objective !== undefined) return a.objective < b.objective;
  if (a.unreachable.length !== b.unreachable.length) return a.unreachable.length < b.unreachable.length;
  const [ga, gb] = [bedGroups.get(a) ?? 0, bedGroups.get(b) ?? 0];
  if (ga !== gb) return ga < gb;
  if (a.shaded_beds.length !== b.shaded_beds.length) return a.shaded_beds.length < b.shaded_beds.length;
  return a.score > b.score;
}

/**
 * How many groups a run's beds stand in (bedClusters: beds chained by aisles): one kitchen-garden
 * block is 1. A run that splits the block ranks after one that does not, before beds out of full
 * sun (a run taken for its sunnier beds once split random plot 18's six beds into two groups).
 */
const bedGroups = new WeakMap<Variant, number>();

/** The crown rules (warnings): a crown over a neighbour's plot, or more than 1 m over a street. */
const CROWN_RULES: ReadonlySet<string> = new Set(['crown-neighbor-boundary', 'crown-street']);

/**
 * Every building reachable by path, the beds in one block, every bed in full sun (as far as they
 * were checked) and no crown over the boundary: what a designer would sign.
 */
const designed = (v: Variant): boolean =>
  v.unreachable.length === 0 &&
  (bedGroups.get(v) ?? 0) <= 1 &&
  v.shaded_beds.length === 0 &&
  !v.violations.some((x) => CROWN_RULES.has(x.rule_id));

/**
 * Runs worth making for a layout: up to RUNS_PER_ATTEMPT while it breaks a rule or leaves objects out;
 * with a clock, up to ACCESS_RUNS while only its paths miss a building or a bed lacks full sun. A run
 * costs about 40 ms on the headline instance and most first runs miss one building or another, so
 * these runs would nearly double an unclocked call (200 -> 360 ms CPU there); with a clock (the
 * server's 3 s per variant) they are spent only while the budget lasts.
 */
const ACCESS_RUNS = 3;
function runsFor(setup: Setup, v: Variant): number {
  if (v.error_count > 0 || v.not_placed.length > 0) return RUNS_PER_ATTEMPT;
  const wanting = v.unreachable.length > 0 || v.shaded_beds.length > 0;
  return wanting && setup.options.now !== undefined ? ACCESS_RUNS : 1;
}

/**
 * Construction + annealing runs per variant at most: when the best layout still breaks an
 * error-severity rule, construct again from the same seed's continued stream (so the first run, and
 * every variant that succeeds on it, is unchanged) and keep the best run.
 */
const RUNS_PER_ATTEMPT = 4;

/**
 * One construct + anneal run on `rng`, then the real checker and the soft scores. `slice` (objective
 * with a clock only): the run's time window; annealing cools over the first ANNEAL_SHARE of it.
 */
function run(setup: Setup, seed: number, rng: Rng, slice?: Slice): Variant {
  const { options } = setup;
  const layout = new Layout(setup.items, setup.penalty, setup.soft, options.objective);
  // The plan's own paths, when objects are placed on a plan (placeObjects), stay clear like the skeleton.
  layout.keepClear.push(...pathStrips(options.clearOf ?? []));
  const effort = options.effort ?? 1;
  const movable = setup.items.filter((it) => it.locked === undefined).length;
  const [base, per] = options.objective === undefined ? [300, 100] : OBJECTIVE_STEPS;
  construct(layout, setup.frame, rng, {
    candidates: Math.round(60 + 60 * effort),
    noise: 1.5,
    timeUp: setup.timeUp,
    barriers: setup.barriers,
  });
  anneal(layout, setup.frame, rng, {
    iterations: Math.round(effort * (base + per * movable) * (slice === undefined ? 1 : CLOCKED_CAP)),
    timeUp: setup.timeUp,
    ...(options.objective === undefined ? {} : { temperatures: OBJECTIVE_TEMPERATURES }),
    ...(slice === undefined ? {} : { elapsed: () => elapsedShare(slice) }),
  });
  if (options.objective !== undefined) polish(layout, { timeUp: setup.timeUp });
  const catalog = options.catalog ?? catalogObjects;
  const check = (p: Plan) => checkPlan(setup.plot, p, setup.pack, catalog);
  // What cannot keep the error rules is left out and listed (not-placed.ts).
  const full = toPlan(layout);
  const context = { ...setup, catalog, check };
  let settled = settle(full, check(full), setup.items, context);
  // What was left out goes back where room has appeared (put-back.ts), and the whole is settled again.
  if (options.objective === undefined && putBack(layout, setup.frame, settled.removed).size > 0) {
    const again = toPlan(layout);
    const resettled = settle(again, check(again), setup.items, context);
    if (resettled.removed.size < settled.removed.size) settled = resettled;
  }
  const { plan, violations, notPlaced, removed } = settled;
  const raw = setup.soft.breakdown(layout.bodies.map((b, i) => (removed.has(i) ? undefined : b)));
  const score_breakdown = Object.fromEntries(
    Object.entries(raw).map(([g, v]) => [g, round(v, 4)]),
  ) as typeof raw;
  const error_count = violations.filter((v) => v.severity === 'error').length;
  const total = setup.items.length;
  const variant: Variant = {
    plan,
    score: round(honestScore(setup.soft.total(raw), total - removed.size, total, error_count), 4),
    score_breakdown,
    violations,
    error_count,
    not_placed: notPlaced,
    unreachable: [],
    shaded_beds: [],
    ...(options.objective === undefined ? {} : { objective: layout.objectiveCost() }),
    seed,
  };
  // The path network is part of the design (which layout leaves every building reachable); with a
  // caller's objective it is only laid on the returned variants.
  if (options.objective !== undefined) return variant;
  const { laid, groups } = honestAccess(setup, withVariantPaths(setup.plot, setup.pack, catalog, variant), {
    placed: total - removed.size,
    total,
  });
  // With a clock, the beds the sun engine finds out of full sun rank the layout too (see runsFor).
  const ranked =
    options.now === undefined ? laid : { ...laid, shaded_beds: shadedBeds(setup.plot, laid.plan, catalog) };
  bedGroups.set(ranked, groups);
  return ranked;
}

/**
 * The access goal as the laid paths have it (issue 25): the share of buildings, well, greenhouse,
 * compost and the bed block that the path network reaches (access-reach.ts), not the layout's walking
 * estimate; the score is worked out again from that breakdown, so the score shown matches it.
 * Beds no path or aisle leads to join `unreachable`; `groups`, the groups the beds stand in, from
 * the same count.
 */
function honestAccess(
  setup: Setup,
  v: Variant,
  count: { placed: number; total: number },
): { laid: Variant; groups: number } {
  const reach = reachAndBeds(setup.plot, v.plan, setup.options.catalog ?? catalogObjects);
  const score_breakdown = { ...v.score_breakdown, access: round(accessShare(reach), 4) };
  const soft = setup.soft.total(score_breakdown);
  const laid = {
    ...v,
    score_breakdown,
    score: round(honestScore(soft, count.placed, count.total, v.error_count), 4),
    unreachable: [...new Set([...v.unreachable, ...reach.missing])],
  };
  return { laid, groups: reach.bedGroups };
}

/** Whether another run of this attempt is wanted after `runs` runs, the best so far `best`. */
function moreRuns(setup: Setup, runs: number, best: Variant, shareUp: () => boolean): boolean {
  if (setup.timeUp()) return false;
  if (setup.options.objective === undefined) return runs < runsFor(setup, best);
  if (setup.options.now === undefined) return runs < Math.max(OBJECTIVE_RUNS, RUNS_PER_ATTEMPT);
  return runs < OBJECTIVE_MAX_RUNS && !shareUp();
}

/**
 * One variant from one seed: runs until one has no error (at most RUNS_PER_ATTEMPT), the best kept;
 * with an objective, more runs (see GenerateOptions.objective), until `shareUp` with a clock.
 */
function attempt(setup: Setup, seed: number, shareEnd: number): Variant {
  const rng = createRng(seed);
  const now = setup.options.now;
  const clocked = now !== undefined && setup.options.objective !== undefined;
  const sliceMs = clocked ? (shareEnd - now()) / OBJECTIVE_RUNS : 0;
  const slice = (): Slice | undefined => {
    if (!clocked) return undefined;
    const start = now();
    return { now, start, end: Math.min(shareEnd, start + sliceMs) };
  };
  const shareUp = now === undefined ? () => false : () => now() >= shareEnd;
  let best = run(setup, seed, rng, slice());
  for (let r = 1; moreRuns(setup, r, best, shareUp); r++) {
    const next = run(setup, seed, rng, slice());
    if (better(next, best)) best = next;
  }
  return best;
}

/**
 * Site plans for the selected objects on the plot, each with its path network (path-network.ts):
 * variants sorted by error count, then objects not
 * placed, then score (or, given options.objective, its cost). Each variant comes from its own seed
 * (options.seed, +1, +2...; when a seed's first construct + anneal run still breaks an error rule or
 * leaves objects out, up to RUNS_PER_ATTEMPT - 1 more runs on its continued stream, the best kept),
 * and one too close to an earlier one (planDisplacement < MIN_DIVERSITY) is set aside for another
 * seed. The run is bounded by iterations, so the output depends only on the inputs; with `now`, the
 * time budget is a safety stop (then fewer variants may come back, or a variant from fewer runs,
 * never none). What cannot be placed without breaking an error rule is left out and listed in
 * not_placed with the reason, so only locked objects can leave errors. Throws a RangeError for
 * invalid options or unknown object codes.
 */
export function generatePlans(
  plot: Plot,
  selection: readonly SelectionItem[],
  pack: RulePack,
  options: GenerateOptions = {},
): Variant[] {
  const wanted = options.variants ?? DEFAULT_VARIANTS;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_VARIANTS) {
    throw new RangeError(`variants must be 1-${MAX_VARIANTS}`);
  }
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  const frame = plotFrame(plot);
  const { items, subjects } = buildItems(
    selection,
    options.locked ?? [],
    options.catalog ?? catalogObjects,
    frame.axisDeg,
    // A caller's objective decides alone: beds keep every turn there.
    options.objective === undefined ? bedAxisDeg(plot) : undefined,
    options.place ?? [],
  );
  const now = options.now;
  const deadline = now === undefined ? Infinity : now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const setup: Setup = {
    plot,
    pack,
    frame,
    items,
    penalty: new PenaltyModel(frame, compileRules(pack, plot, frame.edges, subjects)),
    soft: new SoftGoals(frame, items, options.weights ?? {}),
    options,
    timeUp: now === undefined ? () => false : () => now() >= deadline,
    barriers: pathBarriers(plot, pack),
  };
  const accepted: Variant[] = [];
  const setAside: { variant: Variant; distance: number }[] = [];
  // Only among several variants: a single-variant call keeps its first attempt, so `{variants: 1,
  // seed}` still reproduces any variant of a larger call (Variant.seed).
  const designing = now !== undefined && options.objective === undefined && wanted > 1;
  // The fewest objects any attempt left out so far: where some attempt placed everything, one that
  // leaves an object out waits with the undesigned (a variant of the corner 20 x 30 m plot left the
  // bathhouse out beside three that placed it).
  let fewestOut = Infinity;
  const acceptable = (v: Variant): boolean => designed(v) && v.not_placed.length <= fewestOut;
  const attempts = (): number =>
    designing && accepted.length + setAside.filter((x) => acceptable(x.variant)).length < wanted
      ? wanted * DESIGN_ATTEMPTS_PER_VARIANT
      : wanted * ATTEMPTS_PER_VARIANT;
  for (let a = 0; a < attempts() && accepted.length < wanted; a++) {
    if (a > 0 && setup.timeUp()) break;
    // This attempt's share of what is left of the budget (restarts with an objective stop there).
    const shareEnd = now === undefined ? Infinity : now() + (deadline - now()) / (wanted - accepted.length);
    const variant = attempt(setup, seed + a, shareEnd);
    fewestOut = Math.min(fewestOut, variant.not_placed.length);
    const distance = Math.min(...accepted.map((v) => planDisplacement(v.plan, variant.plan, frame.area)));
    // With a clock, a layout whose paths miss a building, that shades a bed or leaves out more than
    // another attempt did waits too: another seed may do better while the budget lasts.
    if (distance >= MIN_DIVERSITY && (!designing || acceptable(variant))) accepted.push(variant);
    else setAside.push({ variant, distance });
  }
  // Out of attempts: make up the number with the rest, acceptable ones first, then the least similar.
  setAside.sort(
    (x, y) =>
      Number(acceptable(y.variant)) - Number(acceptable(x.variant)) ||
      x.variant.not_placed.length - y.variant.not_placed.length ||
      y.distance - x.distance ||
      x.variant.seed - y.variant.seed,
  );
  for (const { variant } of setAside) if (accepted.length < wanted) accepted.push(variant);
  // With a caller's objective, the returned plans get their path network here (see run).
  const catalog = options.catalog ?? catalogObjects;
  return accepted
    .map((v) => (options.objective === undefined ? v : withVariantPaths(plot, pack, catalog, v)))
    .sort((x, y) => (better(x, y) ? -1 : better(y, x) ? 1 : x.seed - y.seed));
}
