import type { PlanBody } from '@plotplan/contract';
import { objectByCode } from '@plotplan/domain';

const MAX_NAMES = 5;

/**
 * The summary of a version when the client gives none: the object count and the distinct kinds in
 * plan order, e.g. "3 objects: house, bathhouse, well".
 */
export function defaultPlanSummary(plan: PlanBody): string {
  const count = plan.objects.length;
  if (count === 0) return 'Empty plan';
  const names = [
    ...new Set(
      plan.objects.map((o) => (objectByCode(o.landscape_object)?.name ?? o.landscape_object).toLowerCase()),
    ),
  ];
  const listed = names.slice(0, MAX_NAMES).join(', ') + (names.length > MAX_NAMES ? ', …' : '');
  return `${count} ${count === 1 ? 'object' : 'objects'}: ${listed}`;
}

export const restoredSummary = (version: number) => `Restored version ${version}`;
