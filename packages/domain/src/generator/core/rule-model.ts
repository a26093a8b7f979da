import type { BoundingBox, Point, Shape } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import type { Plot } from '../../model/plot.js';
import { mayCross, prepareArea, type PreparedArea } from '../../rules/check-placement.js';
import { selects } from '../../rules/plan-items.js';
import type { EdgeInfo } from '../../rules/plot-edges.js';
import type { Rule, RulePack } from '../../rules/types.js';

// The pack compiled into plain numbers per kind of object (catalog code), so the search loop never
// looks at tags or rule lists. Each term mirrors one rule of checkPlan, measured the same way.

export interface Term {
  readonly value: number;
  readonly error: boolean;
}

export interface SegmentTerm extends Term {
  readonly a: Point;
  readonly b: Point;
  readonly box: BoundingBox;
  /** Measured from the object's centre (tree trunks) rather than its footprint. */
  readonly fromCentre: boolean;
  /** Signed from a round footprint's edge (tree crowns; see EdgeSetbackRule.measure_from). */
  readonly crown: boolean;
}

export interface AreaTerm extends Term {
  readonly pieces: readonly Shape[];
  readonly box: BoundingBox;
}

export interface KindRules {
  readonly inside: 'full' | 'centre' | 'none';
  readonly insideError: boolean;
  /** Boundary setbacks and distances to neighbours' houses. */
  readonly segments: readonly SegmentTerm[];
  readonly areas: readonly AreaTerm[];
}

export interface PairRules {
  readonly terms: readonly Term[];
  /** The largest value: pairs farther apart than this cannot break a pair rule. */
  readonly reach: number;
}

export interface RuleModel {
  readonly kinds: readonly KindRules[];
  pair(a: number, b: number): PairRules;
}

/** What the rules see of an object: its tags and fire class. */
export interface RuleSubject {
  readonly tags: ReadonlySet<string>;
  readonly fireClass: 'combustible' | 'noncombustible';
}

export function subjectOf(entry: LandscapeObject | undefined): RuleSubject {
  return { tags: new Set(entry?.tags ?? []), fireClass: entry?.fire_class ?? 'combustible' };
}

function kindRules(
  rules: readonly Rule[],
  who: RuleSubject,
  protectedAreas: readonly PreparedArea[],
  edges: readonly EdgeInfo[],
): KindRules {
  let inside: KindRules['inside'] = 'none';
  let insideError = false;
  const segments: SegmentTerm[] = [];
  const areas: AreaTerm[] = [];
  for (const rule of rules) {
    if (!selects(rule.applies_to, who.tags)) continue;
    const error = rule.severity === 'error';
    switch (rule.kind) {
      case 'inside_plot': {
        const centre = rule.centre_only !== undefined && selects(rule.centre_only, who.tags);
        inside = inside === 'full' || !centre ? 'full' : 'centre';
        insideError ||= error;
        break;
      }
      case 'protected_area':
        for (const { area, pieces, box } of protectedAreas) {
          if (!mayCross(rule, who.tags, area)) areas.push({ value: rule.value_m, error, pieces, box });
        }
        break;
      case 'edge_setback':
        for (const e of edges) {
          if (!rule.edge_kinds.includes(e.kind)) continue;
          if (rule.edge_role !== undefined && e.role !== rule.edge_role) continue;
          const fromCentre = rule.measure_from === 'centre';
          const crown = rule.measure_from === 'crown';
          segments.push({ value: rule.value_m, error, a: e.a, b: e.b, box: e.box, fromCentre, crown });
        }
        break;
      case 'neighbor_building':
        if (rule.fire_class !== undefined && who.fireClass !== rule.fire_class) break;
        for (const e of edges) {
          const house = e.building;
          if (house === undefined || !rule.materials.includes(house.material)) continue;
          segments.push({
            value: rule.value_m,
            error,
            a: house.a,
            b: house.b,
            box: house.box,
            fromCentre: false,
            crown: false,
          });
        }
        break;
      default:
        break;
    }
  }
  return { inside, insideError, segments, areas };
}

function pairRules(rules: readonly Rule[], a: RuleSubject, b: RuleSubject): PairRules {
  const terms: Term[] = [];
  for (const rule of rules) {
    const error = rule.severity === 'error';
    if (rule.kind === 'no_overlap') {
      if (!selects(rule.applies_to, a.tags) || !selects(rule.applies_to, b.tags)) continue;
      const [fa, fb] = [selects(rule.flush, a.tags), selects(rule.flush, b.tags)];
      if (fa && fb) continue;
      terms.push({ value: fa || fb ? 0 : rule.value_m, error });
    } else if (rule.kind === 'pair_distance') {
      const ab = selects(rule.applies_to, a.tags) && selects(rule.to, b.tags);
      const ba = selects(rule.applies_to, b.tags) && selects(rule.to, a.tags);
      if (ab || ba) terms.push({ value: rule.value_m, error });
    }
  }
  return { terms, reach: terms.reduce((m, t) => Math.max(m, t.value), 0) };
}

/** Compiles the pack for these kinds of object (one subject per kind). */
export function compileRules(
  pack: RulePack,
  plot: Plot,
  edges: readonly EdgeInfo[],
  subjects: readonly RuleSubject[],
): RuleModel {
  const n = subjects.length;
  const protectedAreas = plot.protected_areas.map(prepareArea);
  const kinds = subjects.map((s) => kindRules(pack.rules, s, protectedAreas, edges));
  const pairs: PairRules[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++)
      pairs.push(pairRules(pack.rules, subjects[i] as RuleSubject, subjects[j] as RuleSubject));
  }
  return { kinds, pair: (a, b) => pairs[a * n + b] as PairRules };
}
