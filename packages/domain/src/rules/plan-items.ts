import {
  boundingBox,
  circleBox,
  footprintPolygon,
  type BoundingBox,
  type Footprint,
  type Point,
  type Shape,
} from '../geometry/index.js';
import { objectByCode } from '../catalog/catalog-objects.js';
import type { LandscapeObject } from '../model/catalog.js';
import { placedFootprint } from '../model/placed-footprint.js';
import type { Plan } from '../model/plan.js';
import type { Rule, TagSelector } from './types.js';

/** A placed object (or one straight piece of a path) ready for the rules. */
export interface PlanItem {
  readonly index: number;
  /** The plan id of the object or path. */
  readonly id: string;
  /** For messages: the label, else the catalog name. */
  readonly name: string;
  readonly labelled: boolean;
  readonly tags: ReadonlySet<string>;
  readonly fireClass: 'combustible' | 'noncombustible';
  readonly footprint: Footprint;
  readonly shape: Shape;
  readonly box: BoundingBox;
}

/** The tags a plan path's pieces carry: paving, checked like a path object. */
export const PATH_TAGS: ReadonlySet<string> = new Set(['hardscape', 'path']);
const NO_TAGS: ReadonlySet<string> = new Set();

// One tag set per catalog entry, shared by every placed copy of it.
const tagSets = new WeakMap<LandscapeObject, ReadonlySet<string>>();

export function tagsOf(entry: LandscapeObject | undefined): ReadonlySet<string> {
  if (entry === undefined) return NO_TAGS;
  let tags = tagSets.get(entry);
  if (tags === undefined) {
    tags = new Set(entry.tags);
    tagSets.set(entry, tags);
  }
  return tags;
}

type Identity = Omit<PlanItem, 'footprint' | 'shape' | 'box'>;

/** One object literal of one shape for every item: keeps the hot loops monomorphic. */
function withGeometry(who: Identity, footprint: Footprint): PlanItem {
  let shape: Shape;
  let box: BoundingBox;
  if (footprint.kind === 'circle') {
    const { cx, cy, radius: r } = footprint;
    shape = { kind: 'circle', cx, cy, radius: r };
    box = circleBox(cx, cy, r);
  } else {
    const ring = footprintPolygon(footprint);
    shape = { kind: 'polygon', ring };
    box = boundingBox(ring);
  }
  const { index, id, name, labelled, tags, fireClass } = who;
  return { index, id, name, labelled, tags, fireClass, footprint, shape, box };
}

/**
 * The plan's objects, then each straight piece of each path as a paved rectangle. An object whose
 * code is not in the catalog keeps its geometry but has no tags, so only tag-free rules see it.
 */
export function planItems(plan: Plan, catalog: readonly LandscapeObject[]): PlanItem[] {
  const items: PlanItem[] = [];
  for (const o of plan.objects) {
    const entry = objectByCode(o.landscape_object, catalog);
    const footprint = placedFootprint(o);
    const base = {
      index: items.length,
      id: o.id,
      name: o.label ?? entry?.name ?? o.landscape_object,
      labelled: o.label !== undefined,
      tags: tagsOf(entry),
      fireClass: entry?.fire_class ?? 'combustible',
    };
    items.push(withGeometry(base, footprint));
  }
  for (const path of plan.paths ?? []) {
    for (let k = 1; k < path.points.length; k++) {
      const [a, b] = [path.points[k - 1] as Point, path.points[k] as Point];
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (length === 0) continue;
      const rotation_deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
      const base = {
        index: items.length,
        id: path.id,
        name: 'Path',
        labelled: false,
        tags: PATH_TAGS,
        fireClass: 'noncombustible' as const,
      };
      const [cx, cy] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      items.push(
        withGeometry(base, { kind: 'rect', cx, cy, width: length, depth: path.width_m, rotation_deg }),
      );
    }
  }
  return items;
}

function evaluate(selector: TagSelector, tags: ReadonlySet<string>): boolean {
  if (selector.any !== undefined && !selector.any.some((t) => tags.has(t))) return false;
  return !(selector.except ?? []).some((t) => tags.has(t));
}

// Packs and tag sets are long-lived and few, so each answer is worked out once.
const answers = new WeakMap<TagSelector, WeakMap<ReadonlySet<string>, boolean>>();

/** Whether an item's tags satisfy the selector. */
export function selects(selector: TagSelector, tags: ReadonlySet<string>): boolean {
  let known = answers.get(selector);
  if (known === undefined) {
    known = new WeakMap();
    answers.set(selector, known);
  }
  let answer = known.get(tags);
  if (answer === undefined) {
    answer = evaluate(selector, tags);
    known.set(tags, answer);
  }
  return answer;
}

/** Whether the rule concerns any object or path of the plan (by its `applies_to` tags). */
export function ruleConcernsPlan(rule: Rule, plan: Plan, catalog: readonly LandscapeObject[]): boolean {
  return planItems(plan, catalog).some((item) => selects(rule.applies_to, item.tags));
}
