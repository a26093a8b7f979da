import { catalogObjects } from '../catalog/catalog-objects.js';
import type { PlacedObject, Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { checkPlan } from '../rules/check-plan.js';
import type { RulePack } from '../rules/types.js';
import { construct } from './construct.js';
import { MIN_DIVERSITY, planDisplacement } from './diversity.js';
import { buildItems, type Item } from './items.js';
import { Layout } from './layout.js';
import { PenaltyModel } from './penalty.js';
import { plotFrame, type PlotFrame } from './plot-frame.js';
import { createRng, type Rng } from './prng.js';
import { compileRules } from './rule-model.js';
import { anneal } from './search.js';
import { SoftGoals } from './soft-goals.js';
import type { GenerateOptions, SelectionItem, Variant } from './types.js';

const DEFAULT_VARIANTS = 4;
const DEFAULT_BUDGET_MS = 300;
/** Attempts per requested variant before near-duplicates are accepted to make up the number. */
const ATTEMPTS_PER_VARIANT = 3;

interface Setup {
  readonly plot: Plot;
  readonly pack: RulePack;
  readonly frame: PlotFrame;
  readonly items: readonly Item[];
  readonly penalty: PenaltyModel;
  readonly soft: SoftGoals;
  readonly options: GenerateOptions;
  readonly timeUp: () => boolean;
}

const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;

function toPlan(layout: Layout): Plan {
  const objects = layout.items.map((it, i): PlacedObject => {
    if (it.locked !== undefined) return it.locked;
    const b = layout.bodies[i];
    if (b === undefined) throw new Error(`object ${it.id} was not placed`);
    const { id, code, shape, width, depth, height_m } = it;
    const rotation_deg = round(((b.rotation_deg % 360) + 360) % 360, 6);
    return {
      id,
      landscape_object: code,
      shape,
      x: b.x,
      y: b.y,
      rotation_deg,
      width,
      depth,
      height_m,
      locked: false,
    };
  });
  return { objects };
}

/**
 * Construction + annealing runs per variant at most: when the best layout still breaks an
 * error-severity rule, construct again from the same seed's continued stream (so the first run, and
 * every variant that succeeds on it, is unchanged) and keep the best run.
 */
const RUNS_PER_ATTEMPT = 4;

/** One construct + anneal run on `rng`, then the real checker and the soft scores. */
function run(setup: Setup, seed: number, rng: Rng): Variant {
  const { options } = setup;
  const layout = new Layout(setup.items, setup.penalty, setup.soft);
  const effort = options.effort ?? 1;
  const movable = setup.items.filter((it) => it.locked === undefined).length;
  construct(layout, setup.frame, rng, {
    candidates: Math.round(60 + 60 * effort),
    noise: 1.5,
    timeUp: setup.timeUp,
  });
  anneal(layout, setup.frame, rng, {
    iterations: Math.round(effort * (300 + 100 * movable)),
    timeUp: setup.timeUp,
  });
  const plan = toPlan(layout);
  const violations = checkPlan(setup.plot, plan, setup.pack, options.catalog ?? catalogObjects);
  const raw = setup.soft.breakdown(layout.bodies);
  const score_breakdown = Object.fromEntries(
    Object.entries(raw).map(([g, v]) => [g, round(v, 4)]),
  ) as typeof raw;
  return {
    plan,
    score: round(setup.soft.total(raw), 4),
    score_breakdown,
    violations,
    error_count: violations.filter((v) => v.severity === 'error').length,
    seed,
  };
}

/** One variant from one seed: runs until one has no error (at most RUNS_PER_ATTEMPT), the best kept. */
function attempt(setup: Setup, seed: number): Variant {
  const rng = createRng(seed);
  let best = run(setup, seed, rng);
  for (let r = 1; r < RUNS_PER_ATTEMPT && best.error_count > 0 && !setup.timeUp(); r++) {
    const next = run(setup, seed, rng);
    if (
      next.error_count < best.error_count ||
      (next.error_count === best.error_count && next.score > best.score)
    ) {
      best = next;
    }
  }
  return best;
}

/**
 * Site plans for the selected objects on the plot (product.md section 3, "Generator"): variants
 * sorted by error count, then score. Each variant comes from its own seed (options.seed, +1, +2...;
 * when a seed's first construct + anneal run still breaks an error rule, up to RUNS_PER_ATTEMPT - 1
 * more runs on its continued stream, the best kept), and one too close to an earlier one
 * (planDisplacement < MIN_DIVERSITY) is set aside for another seed. The run is bounded by
 * iterations, so the output depends only on the inputs; with `now`, the time budget is a safety stop
 * (then fewer variants may come back, or a variant from fewer runs, never none). Infeasible inputs
 * give the plans with the fewest, smallest violations. Throws a RangeError for invalid options or
 * unknown object codes.
 */
export function generatePlans(
  plot: Plot,
  selection: readonly SelectionItem[],
  pack: RulePack,
  options: GenerateOptions = {},
): Variant[] {
  const wanted = options.variants ?? DEFAULT_VARIANTS;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 8) throw new RangeError('variants must be 1-8');
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  const frame = plotFrame(plot);
  const { items, subjects } = buildItems(
    selection,
    options.locked ?? [],
    options.catalog ?? catalogObjects,
    frame.axisDeg,
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
  };
  const accepted: Variant[] = [];
  const setAside: { variant: Variant; distance: number }[] = [];
  for (let a = 0; a < wanted * ATTEMPTS_PER_VARIANT && accepted.length < wanted; a++) {
    if (a > 0 && setup.timeUp()) break;
    const variant = attempt(setup, seed + a);
    const distance = Math.min(...accepted.map((v) => planDisplacement(v.plan, variant.plan, frame.area)));
    if (distance >= MIN_DIVERSITY) accepted.push(variant);
    else setAside.push({ variant, distance });
  }
  // Out of attempts: make up the number with the least similar of the rest.
  setAside.sort((x, y) => y.distance - x.distance || x.variant.seed - y.variant.seed);
  for (const { variant } of setAside) if (accepted.length < wanted) accepted.push(variant);
  return accepted.sort((x, y) => x.error_count - y.error_count || y.score - x.score || x.seed - y.seed);
}
