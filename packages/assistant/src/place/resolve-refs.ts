import type { PlacedObject, Plan } from '@plotplan/domain';
import type { ObjectRef } from '../commands/index.js';
import { plural } from '../replies.js';

export type Resolved =
  | {
      readonly kind: 'found';
      readonly objects: readonly PlacedObject[];
      /** How many were asked for but not on the plan (quantity n with fewer there). */
      readonly missing: number;
    }
  | { readonly kind: 'none'; readonly text: string };

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether the label names the noun: equal to it, or holding it as whole words ("Antonovka apple"). */
function labelMatches(label: string | undefined, noun: string): boolean {
  if (label === undefined || noun.trim() === '') return false;
  const [l, n] = [norm(label), norm(noun)];
  return l === n || ` ${l} `.includes(` ${n} `);
}

/**
 * The plan's objects a reference means: those of its codes in the codes' order (plan order within a
 * code), then any other object whose label names the noun. Quantity 1 takes the first, n the first
 * n, 'all' every one. Never an object of another code or label: none found is a reply.
 */
export function resolveRef(ref: ObjectRef, plan: Plan): Resolved {
  const seen = new Set<string>();
  const candidates: PlacedObject[] = [];
  const take = (o: PlacedObject): void => {
    if (!seen.has(o.id)) {
      seen.add(o.id);
      candidates.push(o);
    }
  };
  for (const code of ref.codes) for (const o of plan.objects) if (o.landscape_object === code) take(o);
  for (const o of plan.objects) if (labelMatches(o.label, ref.noun)) take(o);
  if (candidates.length === 0) {
    const noun = ref.noun.trim() === '' ? 'such object' : ref.noun.trim();
    const text =
      ref.quantity === 1 ? `There is no ${noun} on the plan.` : `There are no ${plural(noun)} on the plan.`;
    return { kind: 'none', text };
  }
  const wanted = ref.quantity === 'all' ? candidates.length : Math.max(1, Math.floor(ref.quantity));
  return {
    kind: 'found',
    objects: candidates.slice(0, wanted),
    missing: Math.max(0, wanted - candidates.length),
  };
}

/** Several references at once, without repeats; the first that finds nothing gives its reply. */
export function resolveRefs(refs: readonly ObjectRef[], plan: Plan): Resolved {
  const objects: PlacedObject[] = [];
  let missing = 0;
  for (const ref of refs) {
    const r = resolveRef(ref, plan);
    if (r.kind === 'none') return r;
    for (const o of r.objects) if (!objects.some((x) => x.id === o.id)) objects.push(o);
    missing += r.missing;
  }
  return { kind: 'found', objects, missing };
}
